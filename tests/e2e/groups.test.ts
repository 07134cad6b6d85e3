/**
 * Decision 0020's browser journey, phones at 390x844: Ben, an admin of Ann's game, makes two groups on
 * the groups screen and puts everybody in one; they post; the Group Leaderboard and the My Group
 * card show the right totals and members. The API is used only to set up people, the game and posts.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, expectToast, journeySuite, screenshot, signUpAndJoin, signUpWithGame, uncaught, VISIBLE, visible } from '../support/journey';

const journey = journeySuite();

const share = (page: Page, gameId: string, content: string) => apiCall(page, 'POST', '/api/posts', { content, gameId });

/** The rows of a list, each as its text on one line. */
async function rowsOf(page: Page, region: string): Promise<string[]> {
  const rows = await page.getByRole('region', { name: region }).getByRole('listitem').allInnerTexts();
  return rows.map((row) => row.replace(/\s+/g, ' ').trim());
}

describe('groups: teams inside a game (390x844)', () => {
  it('an admin makes two groups, people post, the leaderboard and My Group add up', async () => {
    const ann = await journey.phone({ colorScheme: 'light' });
    const ben = await journey.phone({ colorScheme: 'dark' });
    const cy = await journey.phone({ colorScheme: 'light' });

    // Set-up by API: Ann's game; Ben (made admin), Cy and Dee (on Cy's phone first) join it.
    const { game } = await signUpWithGame(ann.page, 'Ann', 'Sunrise Runs');
    await signUpAndJoin(cy.page, 'Dee', game);
    await signUpAndJoin(cy.page, 'Cy', game);
    const benPerson = await signUpAndJoin(ben.page, 'Ben', game);
    await apiCall(ann.page, 'PUT', `/api/games/${game.id}/participants/${benPerson.id}/admin`, { isAdmin: true });

    // 1. Ben opens the groups screen and creates two groups: the picker offers the first free colour.
    await ben.page.goto(`/games/${game.id}/groups`);
    const create = await visible(ben.page.getByRole('region', { name: 'Create New Group' }));
    for (const [name, colour] of [
      ['Early Birds', 'Red'],
      ['Night Owls', 'Orange'],
    ] as const) {
      await expect.poll(() => create.getByRole('radio', { name: colour }).getAttribute('aria-checked'), { timeout: VISIBLE }).toBe('true');
      await create.getByLabel('Group Name').fill(name);
      await create.getByRole('button', { name: 'Create Group' }).click();
      await expectToast(ben.page, 'Group created successfully');
    }

    // 2. He puts Ann and Cy in Early Birds, himself and Dee in Night Owls.
    const add = await visible(ben.page.getByRole('region', { name: 'Add Member to Group' }));
    await visible(add.getByText('Participants not in a group (4)'));
    for (const [group, people, left] of [
      ['Early Birds', ['Ann', 'Cy'], 2],
      ['Night Owls', ['Ben', 'Dee'], 0],
    ] as const) {
      await add.getByLabel('Group', { exact: true }).selectOption({ label: group });
      for (const person of people) await add.getByRole('checkbox', { name: person, exact: true }).check();
      await add.getByRole('button', { name: 'Add to Group' }).click();
      await expectToast(ben.page, 'Members added to group successfully');
      await visible(add.getByText(`Participants not in a group (${left})`));
    }
    await screenshot(ben.page, 'groups-screen-dark.png', { fullPage: true });

    // 3. They post: Early Birds 3 points (Ann 2, Cy 1), Night Owls 1 (Ben).
    await share(ann.page, game.id, 'Ran at sunrise');
    await share(ann.page, game.id, 'Ran again');
    await share(cy.page, game.id, 'First run in years');
    await share(ben.page, game.id, 'Ran in the rain');

    // 4. Cy's game page: the Group Leaderboard and her My Group card.
    await cy.page.goto(`/games/${game.id}`);
    await visible(cy.page.getByRole('region', { name: 'Group Leaderboard' }));
    await expect
      .poll(() => rowsOf(cy.page, 'Group Leaderboard'), { timeout: VISIBLE })
      .toEqual([expect.stringMatching(/^#1 .*Early Birds.*2 members.*3 points$/), expect.stringMatching(/^#2 .*Night Owls.*2 members.*1 point$/)]);
    const mine = await visible(cy.page.getByRole('region', { name: 'My Group' }));
    await visible(mine.getByText('Early Birds', { exact: true }));
    const members = mine.getByRole('list', { name: 'Members of Early Birds' }).getByRole('listitem');
    await expect.poll(() => members.count(), { timeout: VISIBLE }).toBe(2);
    await visible(members.filter({ hasText: 'Ann' }));
    await visible(members.filter({ hasText: 'Cy (You)' }));
    await screenshot(cy.page, 'groups-game-page-light.png', { fullPage: true });

    // 5. A plain participant may not manage groups.
    await cy.page.goto(`/games/${game.id}/groups`);
    await visible(cy.page.getByText('Access Denied', { exact: true }));

    for (const phone of [ann, ben, cy]) expect(uncaught(phone.errors)).toEqual([]);
  });
});
