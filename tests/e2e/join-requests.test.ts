/**
 * Decision 0053 in a real browser at 390x844, light and dark: Discover and the
 * join page remember a waiting join request ('Requested', after a reload too), the visitor's join
 * page wears the brand and the right tense, the Invites card says 'Started …' for a running game,
 * and the share dialog keeps one box (height and position) on all three tabs while its Username
 * results are marked 'In the game' / 'Invited'. Screens are saved to test-results/e2e/join-*.png.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SCHEMES, type Scheme } from '../support/axe';
import { clippedTexts } from '../support/clipping';
import {
  apiCall,
  type CreatedGame as Game,
  endGameByApi,
  journeySuite,
  PASSWORD,
  type Phone,
  screenshot,
  uncaught,
  unique,
  visible,
} from '../support/journey';

const journey = journeySuite();
const DAY = 86_400_000;

/** Signs a new person up on a light phone, and the same person (its cookie) on a dark one. */
async function person(firstName: string): Promise<{ username: string } & Record<Scheme, Phone>> {
  const light = await journey.phone({ colorScheme: 'light' });
  await light.page.goto('/signin');
  const username = unique(firstName.toLowerCase());
  await apiCall(light.page, 'POST', '/api/auth/signup', { username, password: PASSWORD, firstName, lastName: 'Rivera' });
  const dark = await journey.phone({ colorScheme: 'dark' });
  await dark.context.addCookies(await light.context.cookies());
  return { username, light, dark };
}

function createGame(page: Page, name: string, requiresApproval = false) {
  const start = Date.now() - 60_000;
  return apiCall<Game>(page, 'POST', '/api/games', {
    name,
    description: `${name}: one brave thing a day, and a line about how it went.`,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 30 * DAY).toISOString(),
    isPublic: true,
    requiresApproval,
  });
}

async function shot(page: Page, name: string, scheme: Scheme) {
  await screenshot(page, `join-${name}-${scheme}.png`, { fullPage: true });
  expect(await clippedTexts(page, 'body'), `${name} (${scheme})`).toEqual([]);
}

describe('join requests, the join page, Invites and the share dialog (decision 0053)', () => {
  let maya: Awaited<ReturnType<typeof person>>;
  let lena: Awaited<ReturnType<typeof person>>;
  let jonas: Awaited<ReturnType<typeof person>>;
  let kayak: Game;
  let walks: Game;
  let swim: Game;

  beforeAll(async () => {
    maya = await person('Maya');
    lena = await person('Lena');
    const sam = await person('Sam');
    jonas = await person('Jonas');
    const host = maya.light.page;
    kayak = await createGame(host, 'Kayak at dawn before work', true);
    walks = await createGame(host, 'Cold walks in November');
    swim = await createGame(host, 'Open water swim');
    await endGameByApi(host, walks.id);
    await apiCall(sam.light.page, 'POST', `/api/games/join/${swim.inviteCode}`);
    await apiCall(host, 'POST', `/api/games/${swim.id}/invite`, { username: jonas.username });
  }, 120_000);

  it('Discover says Requested after asking, and still after a reload; the join page says so too', async () => {
    const { page, errors } = lena.light;
    await page.goto('/discover');
    const card = page.getByRole('article', { name: kayak.name });
    await (await visible(card.getByRole('button', { name: `Join Game ${kayak.name}` }))).click();
    await visible(card.getByRole('button', { name: 'Requested' }));
    await page.reload();
    const requested = await visible(card.getByRole('button', { name: 'Requested' }));
    expect(await requested.isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: /Join Game/ }).count()).toBe(0);
    for (const scheme of SCHEMES) {
      const phone = lena[scheme].page;
      if (scheme === 'dark') await phone.goto('/discover');
      await visible(phone.getByRole('article', { name: kayak.name }).getByRole('button', { name: 'Requested' }));
      await phone.getByRole('article', { name: kayak.name }).scrollIntoViewIfNeeded();
      await shot(phone, 'discover-requested', scheme);

      await phone.goto(`/join/${kayak.inviteCode}`);
      await visible(phone.getByRole('heading', { level: 1, name: 'Join Game Invitation' }));
      await visible(phone.getByRole('button', { name: 'Requested' }));
      expect(await phone.getByRole('button', { name: 'Join Game' }).count()).toBe(0);
      await shot(phone, 'signed-in-requested', scheme);

      // The game page of someone outside it: its denial offers no second Join Game either.
      await phone.goto(`/games/${kayak.id}`);
      await visible(phone.getByRole('heading', { level: 1, name: 'Access Denied' }));
      await visible(phone.getByRole('main').getByRole('button', { name: 'Requested' }));
      expect(await phone.getByRole('main').getByRole('button', { name: 'Join Game' }).count()).toBe(0);
      await shot(phone, 'access-denied-requested', scheme);
    }
    expect(uncaught(errors)).toEqual([]);
  });

  it.each(SCHEMES)("a visitor's join page has the brand, the creator and the tense of each game (%s)", async (scheme) => {
    const { page, errors } = await journey.phone({ colorScheme: scheme });
    for (const [game, line, name] of [
      [kayak, /^Started .* · Ends /, 'visitor-active'],
      [walks, /^Ended /, 'visitor-finished'],
    ] as const) {
      await page.goto(`/join/${game.inviteCode}`);
      const main = page.getByRole('main');
      await visible(main.getByRole('heading', { level: 1, name: "You're invited to a challenge" }));
      await visible(main.getByRole('link', { name: 'Comfort Zone Challenge home' }));
      await visible(main.getByText('Created by Maya Rivera'));
      await visible(main.getByText(line));
      await visible(main.getByRole('button', { name: 'Sign in to Join Game' }));
      await shot(page, name, scheme);
    }
    expect(uncaught(errors)).toEqual([]);
  });

  it.each(SCHEMES)("the Invites card says 'Started …' for a running game (%s)", async (scheme) => {
    const { page, errors } = jonas[scheme];
    await page.goto('/invites');
    const card = await visible(page.getByRole('listitem', { name: swim.name }));
    await visible(card.getByText(/^Started .* · Ends /));
    expect(await card.getByText(/^Starts /).count()).toBe(0);
    await shot(page, 'invites-running', scheme);
    expect(uncaught(errors)).toEqual([]);
  });

  it.each(SCHEMES)('the share dialog keeps one box on every tab and marks who is in (%s)', async (scheme) => {
    const { page, errors } = maya[scheme];
    await page.goto(`/games/${swim.id}`);
    await (await visible(page.getByRole('button', { name: 'Share game' }))).click();
    const dialog = await visible(page.getByRole('dialog', { name: `Share ${swim.name}` }));
    const boxes: Array<{ tab: string; y: number; height: number }> = [];
    const measure = async (tab: string) => {
      const box = (await dialog.boundingBox())!;
      boxes.push({ tab, y: Math.round(box.y), height: Math.round(box.height) });
    };
    await visible(dialog.getByTestId('invite-code'));
    await measure('Code');
    await shot(page, 'share-code', scheme);
    await dialog.getByRole('tab', { name: 'Link' }).click();
    await visible(dialog.getByTestId('share-link'));
    await measure('Link');
    await shot(page, 'share-link', scheme);
    await dialog.getByRole('tab', { name: 'Username' }).click();
    const search = await visible(dialog.getByRole('textbox', { name: 'Search username' }));
    await measure('Username');
    await search.fill('rivera');
    const rows = dialog.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await visible(rows.filter({ hasText: 'Sam Rivera' }).getByText('In the game', { exact: true }));
    await visible(rows.filter({ hasText: 'Jonas Rivera' }).getByText('Invited', { exact: true }));
    await visible(rows.filter({ hasText: 'Lena Rivera' }).getByRole('button', { name: 'Invite Lena Rivera' }));
    await measure('Username with results');
    await shot(page, 'share-username', scheme);
    // Nothing moves: the same top and the same height on every tab, results or not.
    expect(new Set(boxes.map((b) => `${b.y}/${b.height}`)).size, JSON.stringify(boxes)).toBe(1);
    expect(uncaught(errors)).toEqual([]);
  });
});
