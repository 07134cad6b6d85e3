/**
 * Decision 0048 in real Chromium at 390x844 on the production build, with the service worker in
 * control: Profile → 'Download my data' saves the zip the server streams (parsed back here), the
 * fourth in an hour says when to try again, and offline the button says it needs a connection
 * (docs/decisions/0048-data-export.md).
 */
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForServiceWorkerControl } from '../../tools/browser';
import { apiCall, expectToast, journeySuite, pngDataUrl, screenshot, signUpOnPhone, signUpWithGame, uncaught, visible } from '../support/journey';

const journey = journeySuite();

async function dataSection(page: Page) {
  await page.goto('/profile');
  return visible(page.getByRole('region', { name: 'Your data' }));
}

describe('Download my data', () => {
  it('downloads the zip from the Profile, three times an hour, then says when to try again', async () => {
    const { page, errors } = await journey.phone();
    const { person: me, game } = await signUpWithGame(page, 'Dora', 'Export walk');
    const post = await apiCall<{ id: string }>(page, 'POST', '/api/posts', {
      gameId: game.id,
      content: 'Walked to the sea',
      image: await pngDataUrl(page, '#3a7'),
    });
    await page.goto('/profile');
    await waitForServiceWorkerControl(page);
    const section = await dataSection(page);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'data-export-profile-light.png');

    const button = section.getByRole('button', { name: 'Download my data' });
    const downloads = [];
    for (let i = 0; i < 3; i += 1) {
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`challenge-game-export-${new Date().toISOString().slice(0, 10)}.zip`);
      const path = await download.path();
      expect(await download.failure()).toBeNull();
      downloads.push(unzipSync(new Uint8Array(readFileSync(path))));
    }
    const files = downloads[0]!;
    expect(JSON.parse(Buffer.from(files['account.json']!).toString('utf8'))).toMatchObject({ id: me.id, username: me.username, firstName: 'Dora' });
    expect(JSON.parse(Buffer.from(files['posts.json']!).toString('utf8'))).toEqual([
      expect.objectContaining({ id: post.id, content: 'Walked to the sea', photo: `photos/${post.id}.jpg` }),
    ]);
    expect(files[`photos/${post.id}.jpg`]!.length).toBeGreaterThan(100);

    let downloadedAgain = false;
    page.on('download', () => (downloadedAgain = true));
    await button.click();
    await expectToast(page, 'You can download your data 3 times an hour. Please try again in 60 minutes.');
    await screenshot(page, 'data-export-429.png');
    expect(downloadedAgain).toBe(false);
    expect(uncaught(errors)).toEqual([]);
  });

  it('says it needs a connection offline (dark)', async () => {
    const { page, context } = await journey.phone({ colorScheme: 'dark' });
    await signUpOnPhone(page, 'Omar');
    const section = await dataSection(page);
    await context.setOffline(true);
    await visible(section.getByText('Downloading your data needs a connection.'));
    expect(await section.getByRole('button', { name: 'Download my data' }).isDisabled()).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'data-export-offline-dark.png');
  });
});
