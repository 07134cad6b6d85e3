/**
 * Decision 0063's rematch, phones at 390x844: Ann and Ben played a game that has ended. Ann, its
 * creator, presses 'Rematch' on its page: the new game opens, 'Rematch of Cold Showers' linking
 * back, and the finished game's page links to it. Ben accepts the invitation and is in. The API is
 * used only to set up people and the finished game.
 */
import { describe, expect, it } from 'vitest';
import { apiCall, endGameByApi, expectToast, journeySuite, screenshot, signUpAndJoin, signUpWithGame, uncaught, visible } from '../support/journey';

const journey = journeySuite();

describe('rematch (390x844)', () => {
  it('the creator of a finished game presses Rematch; the other player accepts the invitation', async () => {
    const ann = await journey.phone({ colorScheme: 'light' });
    const ben = await journey.phone({ colorScheme: 'dark' });
    const { game } = await signUpWithGame(ann.page, 'Ann', 'Cold Showers');
    await signUpAndJoin(ben.page, 'Ben', game);
    // A game of two days (its start moved back), so the rematch's two days outlast the journey.
    await apiCall(ann.page, 'PUT', `/api/games/${game.id}`, {
      name: game.name,
      description: null,
      startTime: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      endTime: new Date(Date.now() + 86_400_000).toISOString(),
      isPublic: false,
      requiresApproval: false,
    });
    await endGameByApi(ann.page, game.id);
    // Ben has seen his result (its celebration dialog would cover his screens).
    const benNotes = await apiCall<{ id: string }[]>(ben.page, 'GET', '/api/notifications/games');
    for (const note of benNotes) await apiCall(ben.page, 'PUT', `/api/notifications/${note.id}/read`);

    // 1. Ann opens the finished game and presses Rematch: the new game opens.
    await ann.page.goto(`/games/${game.id}`);
    const annMain = ann.page.getByRole('main');
    await (await visible(annMain.getByRole('button', { name: 'Rematch' }))).click();
    await expectToast(ann.page, 'Rematch created! The other players are invited.');
    await ann.page.waitForURL((url) => url.pathname.startsWith('/games/') && url.pathname !== `/games/${game.id}`);
    const rematchPath = new URL(ann.page.url()).pathname;
    await visible(annMain.getByRole('heading', { level: 1, name: game.name }));
    await visible(annMain.getByText('Rematch of', { exact: false }));
    await screenshot(ann.page, 'rematch-new-game-light.png');
    await (await visible(annMain.getByRole('link', { name: game.name }))).click();

    // 2. The finished game's page now links to the rematch, for everyone who played it.
    await ann.page.waitForURL((url) => url.pathname === `/games/${game.id}`);
    await expect.poll(() => annMain.getByRole('link', { name: 'Rematch' }).getAttribute('href')).toBe(rematchPath);
    await screenshot(ann.page, 'rematch-finished-game-light.png');

    // 3. Ben accepts the invitation and is in the new game.
    await ben.page.goto('/invites');
    await (await visible(ben.page.getByRole('button', { name: `Accept invitation to ${game.name}` }))).click();
    await expectToast(ben.page, "Invitation accepted! You've joined the game.");
    await ben.page.goto(rematchPath);
    const benMain = ben.page.getByRole('main');
    await visible(benMain.getByRole('heading', { level: 1, name: game.name }));
    await visible(benMain.getByRole('button', { name: 'Leave Game' }));
    await screenshot(ben.page, 'rematch-joined-dark.png');

    for (const phone of [ann, ben]) expect(uncaught(phone.errors)).toEqual([]);
  });
});
