/**
 * Decision 0026's browser journey, two phones at 390x844 on the production build: a message Ann sends
 * reaches Ben's header badge over the live stream (GET /api/events) within seconds, without a poll;
 * with the stream blocked (a proxy that drops it), the next one still arrives through docs/product.md's 30 s
 * polling. The app icon's badge follows, and goes when he reads the thread. The API is used to set up the people and the game, and to send.
 */
import type { Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, journeySuite, signUpAndJoin, signUpWithGame, uncaught, unreadBadge, VISIBLE, visible } from '../support/journey';

const journey = journeySuite();

const isStream = (response: Response) => new URL(response.url()).pathname === '/api/events';

describe('live updates between two phones (390x844)', () => {
  it("Ann's message reaches Ben's badges over the stream in seconds, and through the 30 s poll when the stream is blocked", async () => {
    const ann = await journey.phone({ colorScheme: 'light' });
    const ben = await journey.phone({ colorScheme: 'dark' });
    // The app icon's badge as the Badging API is asked to show it (a browser tab has no icon).
    await ben.context.addInitScript(() => {
      const shown: number[] = [];
      Object.assign(window, { appBadge: shown });
      Object.assign(navigator, {
        setAppBadge: async (count?: number) => void shown.push(count ?? 0),
        clearAppBadge: async () => void shown.push(0),
      });
    });
    const appBadge = () => ben.page.evaluate(() => (window as unknown as { appBadge: number[] }).appBadge.at(-1) ?? null);
    const { person: annPerson, game } = await signUpWithGame(ann.page, 'Ann', 'Quiet Mornings');
    const benPerson = await signUpAndJoin(ben.page, 'Ben', game);
    const sendToBen = (content: string) =>
      apiCall(ann.page, 'POST', '/api/messages', { gameId: game.id, recipientId: benPerson.id, content });

    // 1. Ben on Home with the stream open (its answer's headers have arrived: the server holds it).
    const streamOpen = ben.page.waitForResponse((response) => isStream(response) && response.status() === 200, { timeout: 60_000 });
    await ben.page.goto('/');
    await streamOpen;
    await visible(ben.page.getByRole('heading', { name: 'My Games' }));
    expect(await unreadBadge(ben.page)).toBeNull();
    const unreadPolls: number[] = [];
    ben.page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/messages/unread-count') unreadPolls.push(Date.now());
    });

    const sentAt = Date.now();
    await sendToBen('Tea at seven?');
    // Well inside the 30 s poll, with room for a loaded CI machine; the time is printed.
    await expect.poll(() => unreadBadge(ben.page), { timeout: 15_000, interval: 100 }).toBe('1 unread');
    console.log(`Live: the message reached Ben's badge ${Date.now() - sentAt} ms after it was sent`);
    await expect.poll(appBadge, { timeout: VISIBLE }).toBe(1);
    expect(unreadPolls, 'the stream brought the count: no poll of the unread count').toEqual([]);

    // 2. A proxy drops the stream: after a reload Ben's tab can't open it and polls every 30 s.
    await ben.page.route('**/api/events', (route) => route.abort());
    await ben.page.reload();
    await visible(ben.page.getByRole('heading', { name: 'My Games' }));
    await expect.poll(() => unreadBadge(ben.page), { timeout: VISIBLE }).toBe('1 unread');
    await sendToBen('Or eight, if that suits you better.');
    await expect.poll(() => unreadBadge(ben.page), { timeout: 45_000, interval: 500 }).toBe('2 unread');
    await expect.poll(appBadge, { timeout: VISIBLE }).toBe(2);

    // 3. Ben reads the thread: the header's badge and the app icon's go.
    await ben.page.goto(`/messages/${game.id}/${annPerson.id}`);
    await expect.poll(() => unreadBadge(ben.page), { timeout: VISIBLE }).toBeNull();
    await expect.poll(appBadge, { timeout: VISIBLE }).toBe(0);

    expect(uncaught(ann.errors)).toEqual([]);
    expect(uncaught(ben.errors)).toEqual([]);
  });
});
