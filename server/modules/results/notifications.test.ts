import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameNotificationSchema } from '@contract/results';
import { gameParticipants } from '../../db/schema/games';
import { notifications } from '../../db/schema/results';
import { readDocument } from '../../../tests/support/document-reads';
import { createGameCast, setScore, signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { finalizeGame } from '../game-end/finalize-game';
import { NOTIFICATION_NOT_FOUND } from './notifications.service';

const HOUR = 3_600_000;
const list = z.array(gameNotificationSchema);
const LIST_URL = '/api/notifications/games';

describe('game notifications', () => {
  const t = useTestApp();

  /** A game that ended `endedAgo` ms ago, with the participant on 2 points. */
  async function endedCast(endedAgo = 60_000) {
    const cast = await createGameCast(t.db, { startTime: new Date(Date.now() - 5 * HOUR), endTime: new Date(Date.now() - endedAgo) });
    await setScore(t.db, cast.game.id, cast.participant.user.id, 2);
    return cast;
  }

  it('opening the app finalises my ended game and lists its notification, with what the dialog shows', async () => {
    const cast = await endedCast();
    const first = await t.request({ method: 'GET', url: LIST_URL, headers: cast.participant.headers });
    expect(first.statusCode, first.body).toBe(200);
    const mine = await readDocument(t, { url: LIST_URL, headers: cast.participant.headers }, list);
    expect(mine).toEqual(first.json());
    expect(mine).toEqual([
      {
        id: expect.any(String),
        gameId: cast.game.id,
        userId: cast.participant.user.id,
        type: 'game_won',
        createdAt: expect.any(String),
        game: { name: cast.game.name, creatorId: cast.game.creatorId, endTime: cast.game.endTime.toISOString(), participantCount: 4 },
      },
    ]);
    const creators = await readDocument(t, { url: LIST_URL, headers: cast.creator.headers }, list);
    expect(creators.map((n) => n.type)).toEqual(['game_completed']);
    // Nothing of it reaches someone outside the game.
    expect(await readDocument(t, { url: LIST_URL, headers: cast.stranger.headers }, list)).toEqual([]);
  });

  it('lists the oldest first, and a notification marked read is gone; marking it again is no error', async () => {
    const person = await signInAs(t.db);
    const older = await endedCast(3 * HOUR);
    const newer = await endedCast();
    for (const cast of [older, newer]) {
      await t.db.insert(gameParticipants).values({ gameId: cast.game.id, userId: person.user.id });
    }
    await finalizeGame(t.db, older.game.id);
    await finalizeGame(t.db, newer.game.id);
    const before = await readDocument(t, { url: LIST_URL, headers: person.headers }, list);
    expect(before.map((n) => n.gameId)).toEqual([older.game.id, newer.game.id]);

    const read = (id: string) => t.request({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: { ...person.headers, 'content-type': 'application/json' } });
    const marked = await read(before[0]!.id);
    expect([marked.statusCode, marked.json()]).toEqual([200, { message: 'Notification marked as read' }]);
    expect((await readDocument(t, { url: LIST_URL, headers: person.headers }, list)).map((n) => n.gameId)).toEqual([newer.game.id]);
    expect((await read(before[0]!.id)).statusCode).toBe(200);
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, before[0]!.id));
    expect(row!.readAt).not.toBeNull();
  });

  it("refuses another person's notification as if it did not exist, and bad ids with a message", async () => {
    const cast = await endedCast();
    await finalizeGame(t.db, cast.game.id);
    const [theirs] = await readDocument(t, { url: LIST_URL, headers: cast.participant.headers }, list);
    const put = (id: string, headers: Record<string, string>) => t.request({ method: 'PUT', url: `/api/notifications/${id}/read`, headers });
    const other = await put(theirs!.id, cast.admin.headers);
    expect([other.statusCode, other.json()]).toEqual([404, { message: NOTIFICATION_NOT_FOUND }]);
    const missing = await put(crypto.randomUUID(), cast.admin.headers);
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: NOTIFICATION_NOT_FOUND }]);
    const bad = await put('nope', cast.admin.headers);
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'id: Notification id must be a UUID' }]);
    expect((await put(theirs!.id, {})).statusCode).toBe(401);
    // Still unread for its owner.
    expect(await readDocument(t, { url: LIST_URL, headers: cast.participant.headers }, list)).toHaveLength(1);
  });
});
