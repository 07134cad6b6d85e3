import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { myGameSchema } from '@contract/games';
import type { Database } from '../../db/client';
import { gameParticipants } from '../../db/schema/games';
import { readDocument } from '../../../tests/support/document-reads';
import { addParticipant, createGame, createUser, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);

function setParticipant(db: Database, gameId: string, userId: string, values: { score?: number; joinedAt?: Date }) {
  return db
    .update(gameParticipants)
    .set(values)
    .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)));
}

describe('GET /api/games (one statement)', () => {
  const t = useTestApp();
  const myGames = (who: SignedInUser) => readDocument(t, { url: '/api/games', headers: who.headers }, z.array(myGameSchema));

  it('is an empty list for someone in no game', async () => {
    expect(await myGames(await signInAs(t.db))).toEqual([]);
  });

  it('answers every field of the card: the game, its people in list order, my score and place', async () => {
    const me = await signInAs(t.db);
    const host = await createUser(t.db);
    const [early, admin] = [await createUser(t.db), await createUser(t.db)];
    const game = await createGame(t.db, host.id, { description: 'Ice', postCount: 2, isPublic: false, requiresApproval: true });
    await addParticipant(t.db, game.id, early.id);
    await addParticipant(t.db, game.id, admin.id, { isAdmin: true });
    await addParticipant(t.db, game.id, me.user.id);
    await setParticipant(t.db, game.id, early.id, { score: 4, joinedAt: at(-2 * DAY) });
    await setParticipant(t.db, game.id, me.user.id, { score: 4, joinedAt: at(-DAY) });
    await setParticipant(t.db, game.id, admin.id, { score: 1 });
    await setParticipant(t.db, game.id, host.id, { score: 1 });

    const [card] = await myGames(me);
    expect(card).toEqual({
      id: game.id,
      name: game.name,
      description: 'Ice',
      coverImage: null,
      status: 'active',
      startTime: game.startTime.toISOString(),
      endTime: game.endTime.toISOString(),
      isPublic: false,
      requiresApproval: true,
      creatorId: host.id,
      creator: host,
      inviteCode: game.inviteCode,
      // The owner, the admin, then by join time.
      participants: [
        { userId: host.id, user: host, isAdmin: false },
        { userId: admin.id, user: admin, isAdmin: true },
        { userId: early.id, user: early, isAdmin: false },
        { userId: me.user.id, user: me.user, isAdmin: false },
      ],
      _count: { participants: 4, posts: 2 },
      myScore: 4,
      // Nobody has more than 4: the tie shares first place.
      myPlace: 1,
      // Best first, me first among equal scores, then who joined first (as the game's leaderboard).
      scores: [
        { userId: me.user.id, score: 4 },
        { userId: early.id, score: 4 },
        { userId: host.id, score: 1 },
        { userId: admin.id, score: 1 },
      ],
    });
  });

  it('keeps my bar at exactly twelfth place, and takes the twelfth bar from further down', async () => {
    const me = await signInAs(t.db);
    const host = await createUser(t.db);
    const twelfth = await createGame(t.db, host.id, { name: 'A' });
    const further = await createGame(t.db, host.id, { name: 'B' });
    for (const game of [twelfth, further]) await addParticipant(t.db, game.id, me.user.id);
    // 11 players above me in the first game, 14 in the second; the host has 0, below me.
    for (let i = 0; i < 14; i += 1) {
      const player = await createUser(t.db);
      for (const game of i < 11 ? [twelfth, further] : [further]) {
        await addParticipant(t.db, game.id, player.id);
        await setParticipant(t.db, game.id, player.id, { score: 100 - i });
      }
    }
    for (const game of [twelfth, further]) await setParticipant(t.db, game.id, me.user.id, { score: 50 });

    const [a, b] = await myGames(me);
    expect([a!.myPlace, a!.scores.length, a!.scores[11], a!.participants.length]).toEqual([12, 12, { userId: me.user.id, score: 50 }, 12]);
    expect(a!.participants.map((p) => p.userId)).not.toContain(host.id);
    expect([b!.myPlace, b!.scores.length, b!.scores[11], b!.participants.length]).toEqual([15, 12, { userId: me.user.id, score: 50 }, 13]);
    expect(b!.scores.slice(0, 11).map((s) => s.score)).toEqual([100, 99, 98, 97, 96, 95, 94, 93, 92, 91, 90]);
  });

  it('orders by status and its time, and equal times by name as localeCompare does, whatever the case or accents', async () => {
    const me = await signInAs(t.db);
    const end = at(3 * DAY);
    const names = ['zebra', 'Éclair', 'apple', 'Banana', '10 laps', '9 laps', 'eclair'];
    for (const name of names) await createGame(t.db, me.user.id, { name, endTime: end });
    const start = at(DAY);
    await createGame(t.db, me.user.id, { name: 'A upcoming', startTime: start, endTime: at(9 * DAY) });
    await createGame(t.db, me.user.id, { name: 'B upcoming', startTime: start, endTime: at(5 * DAY) });
    const [began, ended] = [at(-9 * DAY), at(-DAY)];
    await createGame(t.db, me.user.id, { name: 'ended', startTime: began, endTime: ended });
    await createGame(t.db, me.user.id, { name: 'Ended', startTime: began, endTime: ended });

    const order = (await myGames(me)).map((g) => g.name);
    expect(order).toEqual([...[...names].sort((x, y) => x.localeCompare(y)), 'A upcoming', 'B upcoming', ...['ended', 'Ended'].sort((x, y) => x.localeCompare(y))]);
    expect(order.slice(0, 7)).toEqual(['10 laps', '9 laps', 'apple', 'Banana', 'eclair', 'Éclair', 'zebra']);
  });
});
