/**
 * The saved first screen (decision 0055): the installed app's next start gets index.html from the
 * service worker with Home as it was last seen, painted before the app's code has run; the app
 * then takes over. It is the person's data: after a logout no start shows it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serviceWorkerPhone } from '../support/offline-phone';
import { createGameByApi, eventually, journeySuite, signUpByApi, uncaught, VISIBLE, visible } from '../support/journey';

const journey = journeySuite();

/** The markup the service worker keeps for the next start ('' when none). */
const savedScreen = (page: Page) =>
  page.evaluate(async () => {
    const saved = await (await caches.open('screen')).match('/saved-screen/home');
    return saved ? ((await saved.json()) as { html: string }).html : '';
  });

describe('the saved first screen', () => {
  it("a start shows Home from the service worker's HTML, the app takes over, and a logout forgets it", async () => {
    const phone = await serviceWorkerPhone(journey.phone);
    const { page } = phone;
    await signUpByApi(page, 'Saskia');
    const game = await createGameByApi(page, 'Morning Swims');
    await page.goto('/');
    await visible(page.getByRole('article', { name: game.name }));
    // Kept once Home has settled (src/offline/saved-screen.ts).
    await eventually(async () => (await savedScreen(page)).includes(game.name), true);

    // The next start: the document itself already holds Home, with the game's card.
    const next = await phone.context.newPage();
    const response = await next.goto('/');
    expect(response?.fromServiceWorker()).toBe(true);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<div class="app-saved-screen">');
    expect(html).toContain(game.name);
    // The app's own render replaces it with the same screen.
    await next.locator('.app-saved-screen').waitFor({ state: 'detached', timeout: VISIBLE });
    await visible(next.getByRole('article', { name: game.name }));
    await visible(next.getByRole('heading', { level: 1, name: /^Welcome/ }));
    await next.close();

    // Logout (a navigation the service worker sees): nothing of the person shows at the next start.
    await page.goto('/api/logout');
    await visible(page.getByRole('button', { name: 'Get Started' }).or(page.getByRole('link', { name: 'Get Started' })));
    expect(await savedScreen(page)).toBe('');
    const after = await phone.context.newPage();
    const landing = await after.goto('/');
    expect(await landing?.text()).not.toContain(game.name);
    await visible(after.getByRole('button', { name: 'Get Started' }).or(after.getByRole('link', { name: 'Get Started' })));
    expect(uncaught(phone.errors)).toEqual([]);
  });
});
