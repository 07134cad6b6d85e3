/**
 * Decision 0046's browser journey, phones at 390x844 on the production build: Zoe, signed in on two
 * phones, changes her password on the first and the second is signed out; she sets a profile photo
 * and sees it in the header and on her post; she downloads her data (the zip parsed back); Max ends
 * the game they played, and after Zoe deletes her account (the landing page) Max's game page still
 * shows the finished results with 'Deleted account' in her place (docs/decisions/0049-account-deletion.md, decisions 0046-0049).
 * The API is used only to set up people, the game and its posts.
 */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  endGameByApi,
  expectToast,
  journeySuite,
  PASSWORD,
  screenshot,
  signUpAndJoin,
  signUpWithGame,
  uncaught,
  VISIBLE,
  visible,
} from '../support/journey';

const journey = journeySuite();
const NEW_PASSWORD = 'a brand new passphrase';

/** The signed-out app: the landing page, or the sign-in page it sends a visitor to. */
const signedOut = (page: Page): Locator =>
  page.getByRole('link', { name: 'Get Started' }).or(page.getByRole('button', { name: 'Get Started' })).or(page.getByRole('tab', { name: 'Sign in' }));

/** What the page's own session gets from the server for the signed-in user. */
const userStatus = (page: Page): Promise<number> =>
  page.evaluate(async () => (await fetch('/api/auth/user', { credentials: 'include' })).status);

/** The src of an <img> inside `scope` (it must be there). */
async function imageSrc(scope: Locator): Promise<string> {
  const img = await visible(scope.locator('img'));
  return (await img.getAttribute('src')) ?? '';
}

/** The rows of a region's list ('Winners': the finished results; 'Personal Leaderboard'), their text flattened. */
async function rows(page: Page, region: string): Promise<string[]> {
  const section = await visible(page.getByRole('region', { name: region }));
  return (await section.getByRole('listitem').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
}

describe('your account: password, photo, data, deletion (390x844)', () => {
  it('Zoe changes her password, sets a photo, downloads her data and deletes her account', async () => {
    const zoe = await journey.phone();
    const zoeTablet = await journey.phone({ colorScheme: 'dark' });
    const max = await journey.phone();

    const { game } = await signUpWithGame(max.page, 'Max', 'Brave Mornings');
    const me = await signUpAndJoin(zoe.page, 'Zoe', game);
    const post = await apiCall<{ id: string }>(zoe.page, 'POST', '/api/posts', { gameId: game.id, content: 'Sang at open mic' });
    await apiCall(zoe.page, 'POST', '/api/posts', { gameId: game.id, content: 'Swam in the lake' });
    await apiCall(max.page, 'POST', '/api/posts', { gameId: game.id, content: 'Spoke first in the meeting' });

    // Zoe's second phone, signed in as her too.
    await zoeTablet.page.goto('/signin');
    await apiCall(zoeTablet.page, 'POST', '/api/auth/signin', { username: me.username, password: PASSWORD });
    await zoeTablet.page.goto('/');
    await visible(zoeTablet.page.getByRole('link', { name: 'Profile' }));

    // 1. Profile → Security → Change password; the other phone is signed out, this one is not.
    await zoe.page.goto('/profile');
    const security = await visible(zoe.page.getByRole('region', { name: 'Security' }));
    await (await visible(security.getByRole('button', { name: 'Change password' }))).click();
    const change = await visible(zoe.page.getByRole('dialog', { name: 'Change password' }));
    await (await visible(change.getByLabel('Current password'))).fill(PASSWORD);
    await change.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await change.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await change.getByRole('button', { name: 'Change password' }).click();
    await expectToast(zoe.page, 'Password changed');
    await change.waitFor({ state: 'detached', timeout: VISIBLE });
    expect(await userStatus(zoe.page)).toBe(200);
    expect(await userStatus(zoeTablet.page)).toBe(401);
    await zoeTablet.page.goto('/profile');
    await visible(signedOut(zoeTablet.page));
    expect(await zoeTablet.page.getByRole('link', { name: 'Profile' }).count()).toBe(0);
    await screenshot(zoeTablet.page, 'account-signed-out-dark.png');

    // 2. Edit Profile → photo (a PNG made here, through the file input) → Save: header and post.
    const photo = await sharp({ create: { width: 240, height: 180, channels: 3, background: '#d9482b' } })
      .png()
      .toBuffer();
    await (await visible(zoe.page.getByRole('button', { name: 'Edit Profile' }))).click();
    const edit = await visible(zoe.page.getByRole('dialog', { name: 'Edit Profile' }));
    await visible(edit.getByRole('button', { name: 'Choose photo' }));
    await edit.getByLabel('Choose photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await visible(edit.getByText('New photo, saved with Save'));
    await visible(edit.getByRole('img', { name: 'Photo preview' }));
    await screenshot(zoe.page, 'account-photo-preview-light.png');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached', timeout: VISIBLE });
    const header = zoe.page.getByRole('banner').getByRole('link', { name: 'Profile' });
    await expect.poll(() => imageSrc(header), { timeout: VISIBLE }).toMatch(/^\/api\/images\//);
    const avatarUrl = await imageSrc(header);
    await zoe.page.goto(`/games/${game.id}`);
    const card = await visible(zoe.page.getByRole('article', { name: 'Accomplishment by Zoe' }).filter({ hasText: 'Sang at open mic' }));
    await expect.poll(() => imageSrc(card), { timeout: VISIBLE }).toBe(avatarUrl);
    // The photo really loads (not a broken image).
    await expect
      .poll(() => card.locator('img').first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: VISIBLE })
      .toBe(true);
    await screenshot(zoe.page, 'account-photo-on-post-light.png');

    // 3. Profile → Download my data: the zip has her account and her posts.
    await zoe.page.goto('/profile');
    const data = await visible(zoe.page.getByRole('region', { name: 'Your data' }));
    const [download] = await Promise.all([zoe.page.waitForEvent('download'), data.getByRole('button', { name: 'Download my data' }).click()]);
    expect(await download.failure()).toBeNull();
    const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
    expect(JSON.parse(Buffer.from(files['account.json']!).toString('utf8'))).toMatchObject({ id: me.id, username: me.username });
    const posts = JSON.parse(Buffer.from(files['posts.json']!).toString('utf8')) as Array<{ id: string; content: string }>;
    expect(posts).toEqual(expect.arrayContaining([expect.objectContaining({ id: post.id, content: 'Sang at open mic' })]));
    expect(posts).toHaveLength(2);

    // Max ends the game; it is finalised, and Zoe's result notification is read (no dialog over her Profile).
    await endGameByApi(max.page, game.id);
    const zoeNotes = await apiCall<Array<{ id: string; gameId: string }>>(zoe.page, 'GET', '/api/notifications/games');
    for (const n of zoeNotes.filter((n) => n.gameId === game.id)) await apiCall(zoe.page, 'PUT', `/api/notifications/${n.id}/read`);
    await max.page.goto(`/games/${game.id}`);
    await visible(max.page.getByRole('main').getByText('Completed', { exact: true }));
    await expect
      .poll(() => rows(max.page, 'Winners'), { timeout: VISIBLE })
      .toEqual([expect.stringMatching(/\bZoe\b.*Gold.*2 points$/i), expect.stringMatching(/Max \(You\).*Silver.*1 point$/i)]);
    await expect
      .poll(() => rows(max.page, 'Personal Leaderboard'), { timeout: VISIBLE })
      .toEqual([expect.stringMatching(/^#1 .*Zoe.*2 points.*Gold$/i), expect.stringMatching(/^#2 .*Max \(You\).*1 point.*Silver$/i)]);

    // 4. Profile → Delete my account → password → confirm: the landing page.
    await zoe.page.reload();
    const danger = await visible(zoe.page.getByRole('region', { name: 'Delete my account' }));
    await danger.scrollIntoViewIfNeeded();
    await danger.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = await visible(zoe.page.getByRole('dialog', { name: 'Delete my account?' }));
    await (await visible(confirm.getByLabel('Your password'))).fill(NEW_PASSWORD);
    await screenshot(zoe.page, 'account-delete-confirm-light.png');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await visible(zoe.page.getByRole('heading', { name: /Comfort Zone Challenge/i }));
    await visible(signedOut(zoe.page));
    expect(await userStatus(zoe.page)).toBe(401);
    await screenshot(zoe.page, 'account-deleted-landing-light.png');

    // Max's game page: the same results, 'Deleted account' where Zoe was.
    await max.page.reload();
    await expect
      .poll(() => rows(max.page, 'Winners'), { timeout: VISIBLE })
      .toEqual([expect.stringMatching(/Deleted account.*Gold.*2 points$/i), expect.stringMatching(/Max \(You\).*Silver.*1 point$/i)]);
    // Live scores follow the deletion (docs/decisions/0049-account-deletion.md: her posts and membership go); Max's medal stays.
    await expect
      .poll(() => rows(max.page, 'Personal Leaderboard'), { timeout: VISIBLE })
      .toEqual([expect.stringMatching(/Max \(You\).*1 point.*Silver$/i)]);
    // Every section: the page shows the saved answers first and refreshes them in place, section by section.
    await expect.poll(() => max.page.getByRole('main').getByText('Zoe').count(), { timeout: VISIBLE }).toBe(0);
    await screenshot(max.page, 'account-deleted-results-light.png', { fullPage: true });

    for (const phone of [zoe, zoeTablet, max]) expect(uncaught(phone.errors)).toEqual([]);
  });
});
