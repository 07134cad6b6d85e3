/**
 * "Screens a new user tripped over": the screens of the games area at 390x844, in light and
 * dark, with names as long as the demo's. Nothing a person reads may be clipped there (a rank badge
 * squeezed to '#.', 'ACTI…', 'Remov', a name cut to a word); a private game's 'Access Denied' page
 * offers no Join Game that could only fail; a brand new person is not greeted 'Welcome back'.
 * Decision 0053 added the screens it changed: an upcoming game's page, a finished game's join page for a
 * visitor and its edit screen, the leaderboards, and the share dialog's Username tab.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEMES, type Scheme } from '../support/axe';
import { clippedTexts } from '../support/clipping';
import {
  apiCall,
  createAccount,
  endGameByApi,
  journeySuite,
  PASSWORD,
  type Phone,
  screenshot,
  uncaught,
  unique,
  VISIBLE,
  visible,
} from '../support/journey';

const journey = journeySuite();
const DAY = 86_400_000;

interface Game {
  id: string;
  name: string;
  inviteCode: string;
}

async function signUp(page: Page, firstName: string, lastName: string): Promise<string> {
  const username = unique(firstName.toLowerCase());
  await page.goto('/signin');
  await apiCall(page, 'POST', '/api/auth/signup', { username, password: PASSWORD, firstName, lastName });
  return username;
}

function createGame(page: Page, name: string, options: { isPublic?: boolean; requiresApproval?: boolean; startsInDays?: number } = {}) {
  const start = Date.now() + (options.startsInDays ? options.startsInDays * DAY : -60_000);
  return apiCall<Game>(page, 'POST', '/api/games', {
    name,
    description: `${name}: one brave thing a day, and a line about how it went.`,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 30 * DAY).toISOString(),
    isPublic: options.isPublic ?? true,
    requiresApproval: options.requiresApproval ?? false,
  });
}

/** The same person on a second phone (dark), by its session cookie. */
async function samePersonIn(scheme: Scheme, from: Phone): Promise<Phone> {
  const phone = await journey.phone({ colorScheme: scheme });
  await phone.context.addCookies(await from.context.cookies());
  return phone;
}

/**
 * Every text on the screen (header, <main>, navigation, an open dialog) is readable whole; the
 * screen is saved for a person to look at (what the phone shows when a dialog is open: a full-page
 * picture puts the fixed dialog at its top).
 */
async function expectReadable(page: Page, screen: string, scheme: Scheme, fullPage = true): Promise<void> {
  await screenshot(page, `narrow-${screen}-${scheme}.png`, { fullPage });
  expect(await clippedTexts(page, 'body'), `${screen} (${scheme})`).toEqual([]);
}

/** Left and right margins of <main>'s headings, cards and buttons, in CSS pixels from the screen's edges. */
function margins(page: Page): Promise<{ left: number; right: number }> {
  return page.evaluate(() => {
    const shown = document.querySelectorAll('main h1, main .mantine-Paper-root, main button');
    const boxes = Array.from(shown).map((el) => el.getBoundingClientRect()).filter((b) => b.width > 0);
    const width = document.documentElement.clientWidth;
    return { left: Math.min(...boxes.map((b) => b.left)), right: width - Math.max(...boxes.map((b) => b.right)) };
  });
}

describe('games screens at 390x844, light and dark', () => {
  const maya: Partial<Record<Scheme, Phone>> = {};
  const lena: Partial<Record<Scheme, Phone>> = {};
  let talk: Game;
  let cold: Game;
  let phoneFree: Game;
  let solo: Game;
  let sunrise: Game;
  let walks: Game;

  beforeAll(async () => {
    const [sam, jonas] = [await journey.phone(), await journey.phone()];
    maya.light = await journey.phone();
    lena.light = await journey.phone();
    const jonasName = await signUp(jonas.page, 'Jonas', 'Berg');
    await signUp(sam.page, 'Sam', 'Okafor');
    await signUp(lena.light.page, 'Lena', 'Fischer');
    await signUp(maya.light.page, 'Maya', 'Lopez');

    talk = await createGame(sam.page, 'Talk to a Stranger');
    cold = await createGame(maya.light.page, '30 Days of Cold Showers');
    phoneFree = await createGame(maya.light.page, 'Phone-Free Evenings After Eight', { requiresApproval: true });
    solo = await createGame(maya.light.page, 'Solo Adventures', { isPublic: false });
    sunrise = await createGame(maya.light.page, 'Sunrise Club', { startsInDays: 8 });
    walks = await createGame(maya.light.page, 'Evening Walks Without Headphones');
    await apiCall(maya.light.page, 'POST', `/api/games/${cold.id}/invite`, { username: jonasName });
    await apiCall(sam.page, 'POST', `/api/games/${cold.id}/join`);
    await apiCall(sam.page, 'POST', `/api/games/${phoneFree.id}/join`);
    await apiCall(sam.page, 'POST', `/api/games/${sunrise.id}/join`);
    await apiCall(sam.page, 'POST', `/api/games/${walks.id}/join`);
    await apiCall(jonas.page, 'POST', `/api/games/${talk.id}/join`);
    // Points for the players' board; then the walk ends, a finished game with results.
    await apiCall(sam.page, 'POST', '/api/posts', { gameId: cold.id, content: 'Three minutes cold, and I sang through it.' });
    await apiCall(maya.light.page, 'POST', '/api/posts', { gameId: cold.id, content: 'Cold from the first second, no warm start.' });
    await apiCall(sam.page, 'POST', '/api/posts', { gameId: walks.id, content: 'Forty minutes, just the birds and the traffic.' });
    await endGameByApi(maya.light.page, walks.id);

    maya.dark = await samePersonIn('dark', maya.light);
    lena.dark = await samePersonIn('dark', lena.light);
  });

  it.each(SCHEMES)('Discover shows each card’s rank, status and name whole (%s)', async (scheme) => {
    const { page, errors } = lena[scheme]!;
    await page.goto('/discover');
    const active = page.getByRole('region', { name: 'Active Games' });
    await visible(active.getByRole('article', { name: '30 Days of Cold Showers' }));
    expect(await active.getByLabel(/^Rank \d$/).allTextContents()).toEqual(['#1', '#2', '#3']);
    expect(await active.getByText('Active', { exact: true }).count()).toBe(3);
    await visible(page.getByRole('region', { name: 'Coming Soon' }).getByRole('article', { name: 'Sunrise Club' }));
    await expectReadable(page, 'discover', scheme);
    expect(uncaught(errors)).toEqual([]);
  });

  it.each(SCHEMES)('a private game’s Access Denied asks for an invitation, a public one offers Join Game (%s)', async (scheme) => {
    const { page } = lena[scheme]!;
    await page.goto(`/games/${solo.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Access Denied' }));
    await visible(page.getByText('This game is private: you can join it only with an invitation from the game creator.'));
    expect(await page.getByRole('button', { name: 'Join Game' }).count()).toBe(0);
    expect(await page.getByText(solo.name).count()).toBe(0);
    await expectReadable(page, 'access-denied-private', scheme);

    await page.goto(`/games/${talk.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Access Denied' }));
    await visible(page.getByRole('main').getByRole('button', { name: 'Join Game' }));
    await expectReadable(page, 'access-denied-public', scheme);
  });

  it.each(SCHEMES)('the join page signed in keeps the margins of every screen (%s)', async (scheme) => {
    const { page } = lena[scheme]!;
    await page.goto(`/join/${cold.inviteCode}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Join Game Invitation' }));
    await visible(page.getByRole('button', { name: 'Join Game' }));
    await expectReadable(page, 'join-signed-in', scheme);
    // The card and buttons touched both edges of the phone (0 px).
    const { left, right } = await margins(page);
    expect(left).toBeGreaterThanOrEqual(16);
    expect(right).toBeGreaterThanOrEqual(16);
  });

  it.each(SCHEMES)('Edit game: participants, pending invitations and join requests keep their buttons whole (%s)', async (scheme) => {
    const { page, errors } = maya[scheme]!;
    await page.goto(`/games/${cold.id}/edit`);
    await visible(page.getByRole('region', { name: 'Participants (2)' }).getByText('Sam Okafor'));
    const invitations = await visible(page.getByRole('region', { name: 'Pending Invitations (1)' }));
    await visible(invitations.getByRole('button', { name: 'Remove invitation for Jonas Berg' }));
    await expectReadable(page, 'edit-participants-invitations', scheme);

    await page.goto(`/games/${phoneFree.id}/edit`);
    const requests = await visible(page.getByRole('region', { name: 'Join Requests (1)' }));
    await visible(requests.getByRole('button', { name: 'Approve Sam Okafor' }));
    await expectReadable(page, 'edit-join-requests', scheme);

    await page.goto(`/games/${phoneFree.id}`);
    await visible(page.getByRole('heading', { level: 1, name: phoneFree.name }));
    await expectReadable(page, 'game-detail', scheme);
    expect(uncaught(errors)).toEqual([]);
  });

  it.each(SCHEMES)('a person who has just created their account is welcomed, not welcomed back (%s)', async (scheme) => {
    const { page, errors } = await journey.phone({ colorScheme: scheme });
    await page.goto('/signin');
    await createAccount(page, unique('nora'), 'Nora');
    await page.waitForURL((url) => url.pathname === '/', { timeout: VISIBLE });
    await visible(page.getByRole('heading', { level: 1, name: 'Welcome, Nora!' }));
    await visible(page.getByText('No active games'));
    await expectReadable(page, 'home-new-account', scheme);
    expect(uncaught(errors)).toEqual([]);
  });

  it.each(SCHEMES)('an upcoming game’s page says when it starts and who is in (%s)', async (scheme) => {
    const { page, errors } = maya[scheme]!;
    await page.goto(`/games/${sunrise.id}`);
    await visible(page.getByRole('heading', { level: 1, name: sunrise.name }));
    // Decision 0053: when it starts, and no progress bar before it does.
    await visible(page.getByRole('main').getByText(/Starts in \d+ days?/));
    expect(await page.getByRole('progressbar', { name: 'Game progress' }).count()).toBe(0);
    await expectReadable(page, 'game-upcoming', scheme);
    expect(uncaught(errors)).toEqual([]);
  });

  it.each(SCHEMES)('a visitor’s join page for a finished game has the brand and says it ended (%s)', async (scheme) => {
    const { page, errors } = await journey.phone({ colorScheme: scheme });
    await page.goto(`/join/${walks.inviteCode}`);
    await visible(page.getByRole('heading', { level: 1 }));
    await visible(page.getByRole('link', { name: 'Comfort Zone Challenge home' }));
    await visible(page.getByText(walks.name));
    await visible(page.getByRole('button', { name: 'Sign in to Join Game' }));
    // Decision 0053: a finished game in the past tense.
    await visible(page.getByText(/\bEnded\b/));
    await expectReadable(page, 'join-visitor-finished', scheme);
    expect(uncaught(errors)).toEqual([]);
  });

  it.each(SCHEMES)('the leaderboards keep names and figures whole (%s)', async (scheme) => {
    const { page, errors } = lena[scheme]!;
    await page.goto('/leaderboard');
    // All Time: the 30-day boards come from a summary refreshed every 30 s.
    await page.locator('label').filter({ hasText: /^All Time$/ }).click();
    const board = (tab: string) => page.getByRole('tabpanel', { name: tab }).getByRole('list', { name: 'Rankings' });
    await visible(board('Players').getByRole('listitem').filter({ hasText: 'Sam Okafor' }));
    await expectReadable(page, 'leaderboard-players', scheme);

    await page.getByRole('tab', { name: 'Creators' }).click();
    await visible(board('Creators').getByRole('listitem').filter({ hasText: 'Maya Lopez' }));
    await expectReadable(page, 'leaderboard-creators', scheme);
    expect(uncaught(errors)).toEqual([]);
  });

  it.each(SCHEMES)('the share dialog’s Username tab marks who is in and who is invited (%s)', async (scheme) => {
    const { page, errors } = maya[scheme]!;
    await page.goto(`/games/${cold.id}`);
    await (await visible(page.getByRole('button', { name: 'Share game' }))).click();
    const dialog = await visible(page.getByRole('dialog', { name: `Share ${cold.name}` }));
    await dialog.getByRole('tab', { name: 'Username' }).click();
    const search = await visible(dialog.getByRole('textbox', { name: 'Search username' }));
    // Decision 0053: a participant is 'In the game', an invited person 'Invited', anyone else has Invite.
    for (const [name, mark] of [
      ['Sam', 'In the game'],
      ['Jonas', 'Invited'],
      ['Lena', null],
    ] as const) {
      await search.fill(name);
      const row = await visible(dialog.getByRole('list', { name: 'Users' }).getByRole('listitem').filter({ hasText: name }));
      if (mark) await visible(row.getByText(mark, { exact: true }));
      else await visible(row.getByRole('button', { name: /^Invite / }));
      await expectReadable(page, `share-username-${name.toLowerCase()}`, scheme, false);
    }
    expect(uncaught(errors)).toEqual([]);
  });

  it.each(SCHEMES)('a finished game’s edit screen keeps its dates read-only and whole (%s)', async (scheme) => {
    const { page, errors } = maya[scheme]!;
    await page.goto(`/games/${walks.id}/edit`);
    const settings = await visible(page.getByRole('region', { name: 'Game Settings' }));
    await visible(settings.getByRole('button', { name: 'Update Game' }));
    await visible(page.getByRole('region', { name: /^Participants \(2\)$/ }));
    // Decision 0053: the dates can't change any more, and the form says why.
    await visible(settings.getByText('This game has ended, so its dates can no longer change.'));
    await expectReadable(page, 'edit-finished', scheme);
    expect(uncaught(errors)).toEqual([]);
  });
});
