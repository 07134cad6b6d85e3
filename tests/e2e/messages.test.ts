/**
 * Decision 0022's browser journey, two phones at 390x844: Ann messages Ben from the game's participants
 * dialog; Ben sees the header badge, opens the conversation (the badge clears) and replies from the
 * thread; Ann sees the reply. Then Ann writes one offline: it waits in the thread as 'Waiting to
 * send' and, back online, arrives exactly once. The API is used only to set up people and the game,
 * and to count what reached the server.
 */
import type { ThreadPage } from '@contract/messages';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { backOnline, stillOffline } from '../support/offline-phone';
import { apiCall, expectToast, journeySuite, openParticipants, screenshot, signUpAndJoin, signUpWithGame, uncaught, unreadBadge, VISIBLE, visible } from '../support/journey';

const journey = journeySuite();

/** The thread's messages, each as its text on one line. */
async function threadTexts(page: Page, otherName: string): Promise<string[]> {
  const items = await page.getByRole('list', { name: `Messages with ${otherName}` }).getByRole('listitem').allInnerTexts();
  return items.map((text) => text.replace(/\s+/g, ' ').trim());
}

describe('messages between participants (390x844)', () => {
  it('Ann writes to Ben from the participants dialog, he replies from the thread, and one written offline arrives once', async () => {
    const ann = await journey.phone({ colorScheme: 'light' });
    const ben = await journey.phone({ colorScheme: 'dark' });

    const { person: annPerson, game } = await signUpWithGame(ann.page, 'Ann', 'Sunrise Runs');
    const benPerson = await signUpAndJoin(ben.page, 'Ben', game);

    // 1. Ann, on the game page: participants dialog → 'Send message to Ben' (none on her own row).
    const participants = await openParticipants(ann.page, game.id, 2);
    await visible(participants.getByRole('button', { name: 'Send message to Ben' }));
    expect(await participants.getByRole('button', { name: /Send message to Ann/ }).count()).toBe(0);
    await participants.getByRole('button', { name: 'Send message to Ben' }).click();
    const dialog = await visible(ann.page.getByRole('dialog', { name: 'Send message to Ben' }));
    const send = dialog.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await dialog.getByLabel('Message').fill('Fancy a run at six tomorrow?');
    await visible(dialog.getByText('28/500'));
    await screenshot(ann.page, 'messages-send-dialog-light.png');
    await send.click();
    await expectToast(ann.page, 'Message sent!');

    // 2. Ben: the badge says 1 unread; the conversation list shows Ann, the game and the message.
    await ben.page.goto('/');
    await expect.poll(() => unreadBadge(ben.page), { timeout: VISIBLE }).toBe('1 unread');
    await ben.page.getByRole('link', { name: 'Messages' }).click();
    const row = await visible(ben.page.getByRole('link', { name: /Ann.*Re: Sunrise Runs.*Fancy a run at six tomorrow\?.*1 unread/ }));
    await screenshot(ben.page, 'messages-list-dark.png');

    // 3. He opens it: the thread shows her message, and the badge clears at once.
    await row.click();
    await expect.poll(() => threadTexts(ben.page, 'Ann'), { timeout: VISIBLE }).toEqual([expect.stringContaining('Fancy a run at six tomorrow?')]);
    await expect.poll(() => unreadBadge(ben.page), { timeout: VISIBLE }).toBeNull();

    // 4. He replies from the thread: it goes to Ann about this game.
    const composer = ben.page.getByLabel('Message to Ann');
    expect(await ben.page.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await composer.fill('Six it is. See you at the bridge!');
    await ben.page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => threadTexts(ben.page, 'Ann'), { timeout: VISIBLE })
      .toEqual([expect.stringContaining('Fancy a run'), expect.stringContaining('Six it is. See you at the bridge!')]);
    await expect.poll(() => composer.inputValue(), { timeout: VISIBLE }).toBe('');
    await screenshot(ben.page, 'messages-thread-dark.png');

    // 5. Ann sees the reply in her list and in the thread.
    await ann.page.goto('/messages');
    await (await visible(ann.page.getByRole('link', { name: /Ben.*Re: Sunrise Runs.*Six it is/ }))).click();
    await expect
      .poll(() => threadTexts(ann.page, 'Ben'), { timeout: VISIBLE })
      .toEqual([expect.stringContaining('Fancy a run'), expect.stringContaining('Six it is. See you at the bridge!')]);

    // 6. Offline, Ann writes once more: it waits in the thread, then arrives exactly once.
    await ann.context.setOffline(true);
    await stillOffline(ann.page);
    await ann.page.getByLabel('Message to Ben').fill('Bringing coffee for after');
    await ann.page.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() => threadTexts(ann.page, 'Ben'), { timeout: VISIBLE })
      .toEqual([expect.anything(), expect.anything(), expect.stringMatching(/Bringing coffee for after.*waiting to send/i)]);
    await screenshot(ann.page, 'messages-thread-waiting-light.png');
    await backOnline(ann.page);
    await expect
      .poll(() => threadTexts(ann.page, 'Ben'), { timeout: VISIBLE })
      .toEqual([expect.anything(), expect.anything(), expect.not.stringMatching(/waiting to send/i)]);
    const thread = await apiCall<ThreadPage>(ben.page, 'GET', `/api/messages/conversations/${game.id}/${annPerson.id}`);
    expect(thread.messages.map((message) => message.content)).toEqual([
      'Fancy a run at six tomorrow?',
      'Six it is. See you at the bridge!',
      'Bringing coffee for after',
    ]);
    expect(thread.messages.map((message) => message.senderId)).toEqual([annPerson.id, benPerson.id, annPerson.id]);

    for (const phone of [ann, ben]) expect(uncaught(phone.errors)).toEqual([]);
  });
});
