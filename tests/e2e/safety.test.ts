/**
 * Decision 0040's browser journey (decision 0045), three phones at 390x844: Cara created a game, Ben
 * posts spam in it, Dana reports it. Two others (set up by API) reported it first, so Dana's report,
 * written offline and sent from the outbox when the signal returns, is the third: the post is
 * hidden at once and the others read '[Removed by moderators]'. Cara opens the Reports section of
 * the edit screen (its count on the Edit button), dismisses one report and hides the post from the
 * queue; Ben sees his post marked removed, Dana sees 'Removed' in My reports. Ben then blocks Dana
 * from the participants dialog, and her message to him fails with the neutral message. Cara, made
 * an operator with `npm run admin`, sees Dana's report on Ben as a person in /moderation.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../tools/app-process';
import { waitForServiceWorkerControl } from '../../tools/browser';
import { backOnline, stillOffline } from '../support/offline-phone';
import { apiCall, expectToast, journeySuite, openParticipants, screenshot, signUpAndJoin, signUpWithGame, uncaught, VISIBLE, visible } from '../support/journey';

const journey = journeySuite();
const REMOVED = '[Removed by moderators]';
const SPAM = 'Cheap watches at spam.example, DM me';

/** A screenshot of the page in light and in dark. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await screenshot(page, `safety-${name}-${colorScheme}.png`);
  }
  await page.emulateMedia({ colorScheme: null });
}

/** Ben's post as the game page shows it. */
const bensPost = (page: Page) => page.getByRole('article', { name: 'Accomplishment by Ben' });

describe('report, moderate and block (390x844)', () => {
  it('three reports hide a post, the creator decides from the Reports section, a block stops messages', async () => {
    const cara = await journey.phone();
    const ben = await journey.phone({ colorScheme: 'dark' });
    const dana = await journey.phone();
    // Two more participants, by API only: the first two reports.
    const eve = await journey.phone();
    const finn = await journey.phone();

    const { person: caraPerson, game } = await signUpWithGame(cara.page, 'Cara', 'Kind Words');
    for (const [phone, name] of [[ben, 'Ben'], [dana, 'Dana'], [eve, 'Eve'], [finn, 'Finn']] as const) {
      await signUpAndJoin(phone.page, name, game);
    }
    const post = await apiCall<{ id: string }>(ben.page, 'POST', '/api/posts', { gameId: game.id, content: SPAM });
    for (const phone of [eve, finn]) {
      await apiCall(phone.page, 'POST', '/api/reports', { targetType: 'post', targetId: post.id, reason: 'spam' });
    }

    // 1. Dana, on the game page: Ben's post menu → Report (none on her own content).
    await dana.page.goto(`/games/${game.id}`);
    await waitForServiceWorkerControl(dana.page);
    const card = await visible(bensPost(dana.page));
    await visible(card.getByText(SPAM));
    await card.getByRole('button', { name: 'Post actions' }).click();
    await (await visible(dana.page.getByRole('menuitem', { name: 'Report' }))).click();
    const dialog = await visible(dana.page.getByRole('dialog', { name: 'Report' }));
    await dialog.getByRole('radio', { name: /^Spam/ }).check();
    await dialog.getByLabel('Note (optional)').fill('Selling watches in every game');
    await visible(dialog.getByText('29/1000'));
    await shoot(dana.page, 'report-dialog');

    // 2. Offline, 'Send report' keeps it in the outbox; back online it goes, the third report.
    await dana.context.setOffline(true);
    await stillOffline(dana.page);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expectToast(dana.page, "You're offline. Your report will be sent as soon as you're back online.");
    await backOnline(dana.page);
    await expect
      .poll(() => apiCall<{ reports: { status: string }[] }>(dana.page, 'GET', '/api/reports/mine').then((r) => r.reports.map((x) => x.status)), {
        timeout: VISIBLE,
      })
      .toEqual(['open']);

    // 3. Hidden at once: Dana and Cara read '[Removed by moderators]' in italics.
    await dana.page.reload();
    await visible(bensPost(dana.page).getByText(REMOVED, { exact: true }));
    expect(await bensPost(dana.page).getByText(SPAM).count()).toBe(0);

    // 4. Cara: the Edit button counts the open reports; the Reports section lists them.
    await cara.page.goto(`/games/${game.id}`);
    await visible(bensPost(cara.page).getByText(REMOVED, { exact: true }));
    await (await visible(cara.page.getByRole('link', { name: 'Edit, 3 open reports' }))).click();
    const reports = await visible(cara.page.getByRole('region', { name: /^Reports/ }));
    const queue = await visible(reports.getByRole('list', { name: 'Open reports' }));
    // One card for the post (its content once, one Hide), listing its three reports, each with Dismiss.
    const postCard = await visible(queue.getByRole('listitem', { name: 'Reports on a post by Ben' }));
    const eachReport = postCard.getByRole('list', { name: /^The (\d+ )?reports?$/ }).getByRole('listitem');
    await expect.poll(() => eachReport.count(), { timeout: VISIBLE }).toBe(3);
    expect(await queue.getByRole('listitem', { name: /^Reports on/ }).count()).toBe(1);
    await visible(postCard.getByText('Reported by 3 people'));
    expect(await postCard.getByText('Selling watches in every game').count()).toBe(1);
    expect(await postCard.getByRole('button', { name: 'Hide the post by Ben' }).count()).toBe(1);
    await shoot(cara.page, 'reports-section');
    // Dismiss one (the post comes back: two open reports), then hide it from the queue.
    await postCard.getByRole('button', { name: 'Dismiss report 1 of 3 (Spam)' }).click();
    await expectToast(cara.page, 'Report dismissed');
    await expect.poll(() => eachReport.count(), { timeout: VISIBLE }).toBe(2);
    await visible(postCard.getByText('Reported by 2 people'));
    await postCard.getByRole('button', { name: 'Hide the post by Ben' }).click();
    await visible(reports.getByText('No open reports'));

    // 5. Ben, the author, still reads his text, marked 'Removed by moderators'; Dana reads the mask.
    await ben.page.goto(`/games/${game.id}`);
    const own = await visible(bensPost(ben.page));
    await visible(own.getByText(SPAM));
    await visible(own.getByText('Removed by moderators', { exact: true }));
    await dana.page.reload();
    await visible(bensPost(dana.page).getByText(REMOVED, { exact: true }));

    // 6. Dana's Profile: My reports says 'Removed'.
    await dana.page.goto('/profile');
    const mine = await visible(dana.page.getByRole('region', { name: 'My reports' }));
    await visible(mine.getByText('Removed', { exact: true }));
    await mine.scrollIntoViewIfNeeded();
    await shoot(dana.page, 'my-reports');

    // 7. Ben blocks Dana from the participants dialog.
    const participants = await openParticipants(ben.page, game.id, 5);
    await participants.getByRole('button', { name: 'Actions for Dana' }).click();
    await (await visible(ben.page.getByRole('menuitem', { name: 'Block Dana' }))).click();
    const confirm = await visible(ben.page.getByRole('dialog', { name: 'Block Dana?' }));
    await visible(confirm.getByText("They won't be able to message you, invite you, or comment on or like your posts. They won't be told."));
    await confirm.getByRole('button', { name: 'Block' }).click();
    await expectToast(ben.page, 'Dana is blocked');
    await ben.page.goto('/profile');
    const blocked = await visible(ben.page.getByRole('region', { name: 'Blocked people' }));
    await visible(blocked.getByRole('button', { name: 'Unblock Dana' }));
    await blocked.scrollIntoViewIfNeeded();
    await shoot(ben.page, 'blocked-people');

    // 8. Dana writes to Ben: refused with the neutral message, and she is not told why.
    const danaParticipants = await openParticipants(dana.page, game.id, 5);
    await danaParticipants.getByRole('button', { name: 'Send message to Ben' }).click();
    const message = await visible(dana.page.getByRole('dialog', { name: 'Send message to Ben' }));
    await message.getByLabel('Message').fill('Why was my report about you?');
    await message.getByRole('button', { name: 'Send' }).click();
    await expectToast(dana.page, "You can't do that with this person");
    // She reports Ben as a person instead, from his row's menu: only operators act on that.
    await message.getByRole('button', { name: 'Cancel' }).click();
    await danaParticipants.getByRole('button', { name: 'Actions for Ben' }).click();
    await (await visible(dana.page.getByRole('menuitem', { name: 'Report Ben' }))).click();
    const personReport = await visible(dana.page.getByRole('dialog', { name: 'Report' }));
    await personReport.getByRole('radio', { name: /^Harassment/ }).check();
    await personReport.getByRole('button', { name: 'Send report' }).click();
    await expectToast(dana.page, 'Report sent');

    // 9. Cara, made an operator while the server runs, sees it in /moderation.
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/admin/admin.ts', 'grant-operator', caraPerson.username], {
      cwd: REPO_ROOT,
      env: { ...process.env, DATA_DIR: journey.app.dataDir },
    });
    await cara.page.goto('/profile');
    await (await visible(cara.page.getByRole('link', { name: 'Moderation' }))).click();
    await cara.page.waitForURL((url) => url.pathname === '/moderation', { timeout: VISIBLE });
    const open = await visible(cara.page.getByRole('list', { name: 'Open reports' }));
    await visible(open.getByRole('listitem', { name: 'Reports on Ben' }));
    await shoot(cara.page, 'moderation');

    for (const phone of [cara, ben, dana]) expect(uncaught(phone.errors)).toEqual([]);
  });
});
