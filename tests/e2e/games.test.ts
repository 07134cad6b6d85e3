/**
 * Decision 0004's browser journey: the production build on the real server (child process, fresh PGlite),
 * two people in two Chromium contexts at 390x844. Ann creates a game and shares its link; Ben opens
 * it signed out, creates an account, comes back to the join page and joins; Ann makes Ben an admin
 * on the edit screen; Ann's second game requires approval, Ben's join by code becomes a request
 * that Ann approves from Invites, and the game appears in Ben's My Games.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createAccount, expectToast, journeySuite, screenshot, uncaught, unique, VISIBLE, visible } from '../support/journey';

const journey = journeySuite();
const phone = (colorScheme: 'light' | 'dark' = 'light') => journey.phone({ colorScheme });

/** Home → 'Create Game' → the Create New Game dialog → the new game's page; returns its id. */
async function createGame(page: Page, name: string, { requireApproval = false } = {}): Promise<string> {
  await page.goto('/');
  await (await visible(page.getByRole('button', { name: 'Create Game' }))).click();
  const dialog = await visible(page.getByRole('dialog', { name: 'Create New Game' }));
  await dialog.getByLabel(/^Game Name/).fill(name);
  await dialog.getByLabel('Description').fill(`${name}: one brave thing a day`);
  if (requireApproval) {
    const approval = dialog.getByRole('switch', { name: /Require Approval/ });
    await approval.click();
    expect(await approval.isChecked()).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Create Game' }).click();
  await expectToast(page, 'Game created successfully!');
  await page.waitForURL(/\/games\/[0-9a-f-]{36}$/, { timeout: VISIBLE });
  await visible(page.getByRole('heading', { level: 1, name }));
  return new URL(page.url()).pathname.split('/').pop() ?? '';
}

/** The game page's 'Share game' dialog, on one of its tabs; returns the text shown there. */
async function readShared(page: Page, gameName: string, tab: 'Code' | 'Link'): Promise<string> {
  await (await visible(page.getByRole('main').getByRole('button', { name: 'Share game' }))).click();
  const dialog = await visible(page.getByRole('dialog', { name: `Share ${gameName}` }));
  await dialog.getByRole('tab', { name: tab }).click();
  const panel = dialog.getByRole('tabpanel', { name: tab });
  const value = tab === 'Link' ? panel.getByText(/\/join\/[A-Z0-9]{6}$/) : panel.getByText(/^[A-Z0-9]{6}$/);
  const text = ((await (await visible(value)).textContent()) ?? '').trim();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden', timeout: VISIBLE });
  return text;
}

describe('games: share link, join, admin, approval (390x844)', () => {
  it('two people play the whole membership journey', async () => {
    const ann = await phone('light');
    const ben = await phone('dark');
    const annName = unique('ann');
    const benName = unique('ben');
    const firstGame = 'Cold Showers';
    const secondGame = 'Sunrise Runs';

    // Ann signs up and creates a game from Home; its page offers 'Share game'.
    await ann.page.goto('/signin');
    await createAccount(ann.page, annName, 'Ann');
    await ann.page.waitForURL((url) => url.pathname === '/', { timeout: VISIBLE });
    const firstId = await createGame(ann.page, firstGame);
    const link = await readShared(ann.page, firstGame, 'Link');
    expect(link).toMatch(new RegExp(`^${journey.app.baseUrl.replace(/[.:/]/g, '\\$&')}/join/[A-Z0-9]{6}$`));

    // Ben opens the link signed out, sees the game, signs up and comes back to join it.
    await ben.page.goto(link);
    await visible(ben.page.getByText(firstGame));
    await screenshot(ben.page, 'games-join-signed-out-dark.png', { fullPage: true });
    await (await visible(ben.page.getByRole('button', { name: 'Sign in to Join Game' }))).click();
    await ben.page.waitForURL((url) => url.pathname === '/signin', { timeout: VISIBLE });
    await createAccount(ben.page, benName, 'Ben');
    await ben.page.waitForURL((url) => url.pathname === new URL(link).pathname, { timeout: VISIBLE });
    await visible(ben.page.getByRole('heading', { name: 'Join Game Invitation' }));
    await ben.page.getByRole('button', { name: 'Join Game' }).click();
    await expectToast(ben.page, 'Successfully joined the game!');
    await ben.page.waitForURL((url) => url.pathname === `/games/${firstId}`, { timeout: VISIBLE });
    await visible(ben.page.getByRole('heading', { level: 1, name: firstGame }));

    // Ann opens Edit game from the game page, finds Ben among the participants, makes him admin.
    await ann.page.goto(`/games/${firstId}`);
    await (await visible(ann.page.getByRole('main').getByRole('link', { name: 'Edit' }))).click();
    await ann.page.waitForURL((url) => url.pathname === `/games/${firstId}/edit`, { timeout: VISIBLE });
    const participants = await visible(ann.page.getByRole('region', { name: 'Participants (2)' }));
    await visible(participants.getByText('Ben'));
    await visible(participants.getByText('Owner'));
    const benRow = participants.getByRole('listitem').filter({ hasText: 'Ben' });
    await benRow.getByRole('switch', { name: 'Admin: Ben' }).click();
    const confirm = await visible(ann.page.getByRole('dialog', { name: 'Make admin' }));
    await confirm.getByRole('button', { name: 'Make admin' }).click();
    await expectToast(ann.page, 'Admin status updated successfully');
    await expect.poll(() => benRow.getByRole('switch', { name: 'Admin: Ben' }).isChecked()).toBe(true);
    await visible(benRow.getByText('Admin', { exact: true }).nth(1));
    await screenshot(ann.page, 'games-edit-light.png', { fullPage: true });

    // Ann's second game requires approval; Ben asks to join it by code from Home.
    await createGame(ann.page, secondGame, { requireApproval: true });
    const code = await readShared(ann.page, secondGame, 'Code');
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    await ben.page.goto('/');
    await (await visible(ben.page.getByRole('button', { name: 'Join Game' }))).click();
    const joinDialog = await visible(ben.page.getByRole('dialog', { name: 'Join Game' }));
    await joinDialog.getByLabel('Invite Code').fill(code.toLowerCase());
    await joinDialog.getByRole('button', { name: 'Join Game' }).click();
    await expectToast(ben.page, 'Join request sent! Waiting for approval from the game creator.');

    // Ann approves the request from Invites → Pending (1).
    await ann.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Invites' }).click();
    await ann.page.waitForURL((url) => url.pathname === '/invites', { timeout: VISIBLE });
    await (await visible(ann.page.getByRole('tab', { name: 'Pending (1)' }))).click();
    const request = await visible(ann.page.getByRole('tabpanel').getByRole('listitem', { name: 'Ben' }));
    await visible(request.getByText(`wants to join ${secondGame}`));
    await screenshot(ann.page, 'games-invites-light.png', { fullPage: true });
    await request.getByRole('button', { name: 'Approve Ben' }).click();
    await expectToast(ann.page, 'Join request handled successfully');
    await visible(ann.page.getByRole('tab', { name: 'Pending (0)' }));

    // Ben now has the game in My Games.
    await ben.page.reload();
    await visible(ben.page.getByRole('article', { name: secondGame }));
    await screenshot(ben.page, 'games-home-dark.png', { fullPage: true });

    expect(uncaught(ann.errors)).toEqual([]);
    expect(uncaught(ben.errors)).toEqual([]);
  });
});
