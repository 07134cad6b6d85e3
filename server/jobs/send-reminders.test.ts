import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameNotificationSchema } from '@contract/results';
import { notifications } from '../db/schema/results';
import { finalizeGame } from '../modules/game-end/finalize-game';
import { pushDrafts } from '../modules/push/push-messages';
import { addParticipant, createGame, sharePost, signInAs } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';
import { sendReminders, startReminderJob } from './send-reminders';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the reminder job (a day before a game ends)', () => {
  const t = useTestApp();

  /** A game of `length` ms ending `endsIn` ms from now, with its creator and two others. */
  async function gameOf(endsIn: number, length = 4 * DAY) {
    const [creator, b, c] = [await signInAs(t.db), await signInAs(t.db), await signInAs(t.db)];
    const game = await createGame(t.db, creator.user.id, { startTime: new Date(Date.now() + endsIn - length), endTime: new Date(Date.now() + endsIn) });
    await addParticipant(t.db, game.id, b.user.id);
    await addParticipant(t.db, game.id, c.user.id);
    return { game, creator, b, c };
  }
  const remindersOf = async (gameId: string) =>
    (await t.db.select().from(notifications).where(and(eq(notifications.gameId, gameId), eq(notifications.type, 'game_ending')))).map((n) => n.userId).sort();

  it('on two instances at once reminds each participant who has not posted in the last 24 hours, once', async () => {
    const { game, creator, b, c } = await gameOf(12 * HOUR);
    await sharePost(t.db, creator.user.id, game.id, { createdAt: new Date(Date.now() - 2 * HOUR).toISOString() });
    await sharePost(t.db, b.user.id, game.id, { createdAt: new Date(Date.now() - 30 * HOUR).toISOString() });
    await Promise.all([sendReminders(t.db), sendReminders(t.db), sendReminders(t.db)]);
    expect(await remindersOf(game.id)).toEqual([b.user.id, c.user.id].sort());
    // Later passes find nothing more to do, and the push goes to the two reminded, as 'reminders'.
    await sendReminders(t.db);
    expect(await remindersOf(game.id)).toHaveLength(2);
    const drafts = await pushDrafts(t.db, { kind: 'game-ending', gameId: game.id });
    expect(drafts.map((d) => [d.userId, d.kind]).sort()).toEqual([[b.user.id, 'reminders'], [c.user.id, 'reminders']].sort());

    // Listed with the notifications (the app shows it as a banner, not the celebration dialog); the
    // end still brings its own result notification to everyone, and its push only the result's.
    const listed = await t.request({ method: 'GET', url: '/api/notifications/games', headers: c.headers });
    expect(gameNotificationSchema.array().parse(listed.json()).map((n) => n.type)).toEqual(['game_ending']);
    expect(await finalizeGame(t.db, game.id, new Date(Date.now() + DAY))).toBe(true);
    const theirs = await t.db.select().from(notifications).where(eq(notifications.userId, c.user.id));
    expect(theirs.map((n) => n.type).sort()).toEqual(['game_completed', 'game_ending']);
    expect((await pushDrafts(t.db, { kind: 'game-end', gameId: game.id })).map((d) => d.kind)).toEqual(['gameResults', 'gameResults', 'gameResults']);
  });

  it('waits until a day before the end, never after it, and leaves games of a day or less alone', async () => {
    const later = await gameOf(30 * HOUR);
    const ended = await gameOf(-HOUR);
    const short = await gameOf(6 * HOUR, 20 * HOUR);
    await sendReminders(t.db);
    for (const { game } of [later, ended, short]) expect(await remindersOf(game.id)).toEqual([]);
    // By a clock seven hours on, the first is a day from its end (the job's own timer, stopped after a pass).
    const job = startReminderJob({ db: t.db, onError: (e) => expect.fail(String(e)), now: () => new Date(Date.now() + 7 * HOUR) });
    await job.idle;
    await job.stop();
    expect(await remindersOf(later.game.id)).toHaveLength(3);
    expect(await remindersOf(short.game.id)).toEqual([]);
  });
});
