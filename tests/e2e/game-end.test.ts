/**
 * Decision 0019's browser journey, phones at 390x844: Ann, Ben and Cy play a game (Dee joined and never
 * posted); Ann ends it early on its edit screen. Each sees the right celebration dialog, closes it,
 * and it does not come back after a reload; the game page shows the Winners block and the Personal
 * Leaderboard with medals, Ann's Profile her medal and achievements; Cy leaves the game. The API
 * is used only to set up people, the game and its posts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  apiCall,
  endGameOnEditScreen,
  expectToast,
  journeySuite,
  type Phone,
  screenshot,
  signUpAndJoin,
  signUpWithGame,
  uncaught,
  VISIBLE,
  visible,
} from '../support/journey';

const journey = journeySuite();

const share = (page: Page, gameId: string, content: string) => apiCall<{ id: string }>(page, 'POST', '/api/posts', { content, gameId });

/** Opens `path` afresh (the app starts again) and waits for its notifications read to answer. */
async function openAfresh(phone: Phone, path: string): Promise<unknown[]> {
  const answered = phone.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications/games' && r.status() === 200, {
    timeout: VISIBLE,
  });
  await phone.page.goto(path);
  return (await answered).json() as Promise<unknown[]>;
}

describe('game end: results, medals, the celebration dialog (390x844)', () => {
  it('Ann ends the game early; everyone sees where they placed, once', async () => {
    const ann = await journey.phone({ colorScheme: 'light' });
    const ben = await journey.phone({ colorScheme: 'dark' });
    const cy = await journey.phone({ colorScheme: 'light' });

    // Set-up by API: Ann's game; Dee (on Cy's phone, then Cy signs up there) and Ben join by code.
    const { game } = await signUpWithGame(ann.page, 'Ann', 'Cold Showers');
    await signUpAndJoin(cy.page, 'Dee', game);
    const benPosts: string[] = [];
    await signUpAndJoin(ben.page, 'Ben', game);
    benPosts.push((await share(ben.page, game.id, 'Cold shower at 6am')).id);
    await apiCall(cy.page, 'PUT', `/api/posts/${benPosts[0]}/upvote`, { upvoted: true }); // Dee likes Ben's post
    await signUpAndJoin(cy.page, 'Cy', game);
    await share(cy.page, game.id, 'Cold shower, 2 minutes');
    await share(ann.page, game.id, 'Ice bath');
    await share(ann.page, game.id, 'Cold shower, 5 minutes');

    // Everyone has the app open while the game runs.
    for (const phone of [ben, cy]) await phone.page.goto('/');
    await ann.page.goto(`/games/${game.id}`);
    await visible(ann.page.getByRole('heading', { level: 1, name: game.name }));

    // 1. Ann ends it on the edit screen: her dialog opens at once. Gold: 'Congratulations!'.
    await endGameOnEditScreen(ann.page, game.id);
    const annDialog = await visible(ann.page.getByRole('dialog', { name: 'Congratulations!' }));
    await visible(annDialog.getByText(game.name, { exact: true }));
    await visible(annDialog.getByText('4 participants', { exact: true }));
    await visible(annDialog.getByText(/^Ended [A-Z][a-z]{2} \d{1,2}, \d{4}$/));
    const annPlace = annDialog.getByRole('region', { name: 'Your place' });
    await visible(annPlace.getByText('1st', { exact: true }));
    await visible(annPlace.getByText('2 points', { exact: true }));
    await visible(annPlace.getByText('Gold', { exact: true }));
    const topWinners = annDialog.getByRole('list', { name: 'Top Winners' });
    await expect.poll(() => topWinners.getByRole('listitem').count(), { timeout: VISIBLE }).toBe(3);
    await annDialog.getByRole('button', { name: 'See All 4 Results' }).click();
    await expect.poll(() => topWinners.getByRole('listitem').count(), { timeout: VISIBLE }).toBe(4);
    await visible(annDialog.getByRole('button', { name: 'Show Less' }));
    await screenshot(ann.page, 'game-end-celebration-won-light.png');
    await annDialog.getByRole('button', { name: 'Celebrate!' }).click();
    await annDialog.waitFor({ state: 'detached', timeout: VISIBLE });

    // 2. Ben opens the app again: 'Challenge Complete!', 2nd (tied with Cy), silver and the popular vote.
    expect(await openAfresh(ben, '/')).toHaveLength(1);
    const benDialog = await visible(ben.page.getByRole('dialog', { name: 'Challenge Complete!' }));
    const benPlace = benDialog.getByRole('region', { name: 'Your place' });
    await visible(benPlace.getByText('2nd', { exact: true }));
    await visible(benPlace.getByText('1 point', { exact: true }));
    await visible(benPlace.getByText('Silver', { exact: true }));
    await visible(benPlace.getByText('Popular Vote', { exact: true }));
    await screenshot(ben.page, 'game-end-celebration-dark.png');
    await benDialog.getByRole('button', { name: 'Got it!' }).click();
    await benDialog.waitFor({ state: 'detached', timeout: VISIBLE });

    // 3. Cy opens her profile: the dialog opens on any screen; she closes it with Escape.
    await openAfresh(cy, '/profile');
    const cyDialog = await visible(cy.page.getByRole('dialog', { name: 'Challenge Complete!' }));
    await visible(cyDialog.getByRole('region', { name: 'Your place' }).getByText('2nd', { exact: true }));
    await visible(cyDialog.getByRole('button', { name: 'Got it!' }));
    await cy.page.keyboard.press('Escape');
    await cyDialog.waitFor({ state: 'detached', timeout: VISIBLE });

    // 4. After a reload nobody's dialog comes back: the server has them read.
    for (const phone of [ann, ben, cy]) {
      expect(await openAfresh(phone, '/')).toEqual([]);
      expect(await phone.page.getByRole('dialog').count()).toBe(0);
    }

    // 5. The game page: Winners and the Personal Leaderboard with the medals.
    await ann.page.goto(`/games/${game.id}`);
    const winners = await visible(ann.page.getByRole('region', { name: 'Winners' }));
    await visible(winners.getByText('Gold', { exact: true }));
    await expect.poll(() => winners.getByText('Silver', { exact: true }).count(), { timeout: VISIBLE }).toBe(2);
    await visible(winners.getByText('Popular Vote', { exact: true }));
    const leaderboard = await visible(ann.page.getByRole('region', { name: 'Personal Leaderboard' }));
    await expect
      .poll(async () => (await leaderboard.getByRole('listitem').allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim()), {
        timeout: VISIBLE,
      })
      .toEqual([
        expect.stringMatching(/^#1 .*Ann \(You\).*2 points.*Gold$/i),
        expect.stringMatching(/^#2 .*(Ben|Cy)/),
        expect.stringMatching(/^#2 .*(Ben|Cy)/),
        expect.stringMatching(/^#4 .*Dee.*0 points$/),
      ]);
    await screenshot(ann.page, 'game-end-game-page-light.png', { fullPage: true });

    // 6. Ann's Profile: one medal, gold; her achievements with their progress.
    await ann.page.goto('/profile');
    const medals = await visible(ann.page.getByRole('list', { name: 'Medals by kind' }));
    await visible(medals.getByText(/Gold/));
    await (await visible(ann.page.getByRole('tab', { name: 'Achievements' }))).click();
    await visible(ann.page.getByText('Comfort Zone Crusher', { exact: true }));
    await visible(ann.page.getByText('2 / 10 accomplishments', { exact: true }));
    await screenshot(ann.page, 'game-end-achievements-light.png', { fullPage: true });

    // 7. Cy leaves the game; she can no longer open it.
    await cy.page.goto(`/games/${game.id}`);
    await (await visible(cy.page.getByRole('main').getByRole('button', { name: 'Leave Game' }))).click();
    const confirm = await visible(cy.page.getByRole('dialog', { name: 'Leave Game' }));
    await confirm.getByRole('button', { name: /^Leave/ }).click();
    await expectToast(cy.page, 'Left the game successfully');
    await cy.page.waitForURL((url) => url.pathname === '/', { timeout: VISIBLE });
    await cy.page.goto(`/games/${game.id}`);
    await visible(cy.page.getByText('Access Denied', { exact: true }));

    for (const phone of [ann, ben, cy]) expect(uncaught(phone.errors)).toEqual([]);
  });
});
