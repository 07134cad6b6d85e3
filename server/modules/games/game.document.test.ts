import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameAccessDeniedSchema, gameSchema } from '@contract/games';
import type { Database } from '../../db/client';
import { gameParticipants } from '../../db/schema/games';
import { readDocument, requestOnce } from '../../../tests/support/document-reads';
import { addParticipant, createGame, createGameCast, createUser, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { ACCESS_DENIED, GAME_NOT_FOUND } from './game-access';

const DAY = 86_400_000;

function joinedAt(db: Database, gameId: string, userId: string, at: Date) {
  return db
    .update(gameParticipants)
    .set({ joinedAt: at })
    .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)));
}

describe('GET /api/games/{id} (one statement)', () => {
  const t = useTestApp();
  const page = (gameId: string, who: SignedInUser) => ({ url: `/api/games/${gameId}`, headers: who.headers });

  it('answers the full game: every field of the contract, the owner, then admins, then by join time', async () => {
    const cast = await createGameCast(t.db, { description: 'Cold water', coverImage: '/api/images/cover', postCount: 3 });
    const early = new Date(Date.now() - 3 * DAY);
    // Joined first but not an admin: after the admin, who joined last.
    await joinedAt(t.db, cast.game.id, cast.author.user.id, early);
    await joinedAt(t.db, cast.game.id, cast.participant.user.id, new Date(early.getTime() + 1));
    await joinedAt(t.db, cast.game.id, cast.creator.user.id, new Date());

    const game = await readDocument(t, page(cast.game.id, cast.participant), gameSchema);
    expect(game).toEqual({
      id: cast.game.id,
      name: cast.game.name,
      description: 'Cold water',
      coverImage: '/api/images/cover',
      status: 'active',
      startTime: cast.game.startTime.toISOString(),
      endTime: cast.game.endTime.toISOString(),
      isPublic: true,
      requiresApproval: false,
      creatorId: cast.creator.user.id,
      creator: cast.creator.user,
      inviteCode: cast.game.inviteCode,
      participants: [cast.creator, cast.admin, cast.author, cast.participant].map((who) => ({
        userId: who.user.id,
        user: who.user,
        isAdmin: who === cast.admin,
      })),
      _count: { participants: 4, posts: 3 },
      openReportCount: null,
      previousGame: null,
      rematchGameId: null,
    });
  });

  it('gives the open reports to the creator and admins only (the Reports badge), null to other participants', async () => {
    const cast = await createGameCast(t.db, { openReportCount: 2 });
    for (const [who, count] of [[cast.creator, 2], [cast.admin, 2], [cast.participant, null], [cast.author, null]] as const) {
      const game = await readDocument(t, page(cast.game.id, who), gameSchema);
      expect(game.openReportCount, who.user.id).toBe(count);
    }
  });

  it('gives the status from the clock and times with milliseconds, upcoming and completed', async () => {
    const me = await signInAs(t.db);
    // Microseconds in the row: the answer has milliseconds (truncated), as toISOString of the parsed row had.
    const upcoming = await createGame(t.db, me.user.id, { startTime: new Date(Date.now() + DAY), endTime: new Date(Date.now() + 2 * DAY) });
    await t.db.execute(sql`update games set start_time = '2030-01-02T03:04:05.678912Z' where id = ${upcoming.id}`);
    // Finalised already: the first read of an ended game finalises it first (results.document.test.ts).
    const done = await createGame(t.db, me.user.id, {
      startTime: new Date(Date.now() - 2 * DAY),
      endTime: new Date(Date.now() - DAY),
      finalizedAt: new Date(Date.now() - DAY),
    });

    const next = await readDocument(t, page(upcoming.id, me), gameSchema);
    expect([next.status, next.startTime]).toEqual(['upcoming', '2030-01-02T03:04:05.678Z']);
    const past = await readDocument(t, page(done.id, me), gameSchema);
    expect([past.status, past.endTime, past.description, past.coverImage]).toEqual(['completed', done.endTime.toISOString(), null, null]);
  });

  it('names the creator after they left the game', async () => {
    const host = await createUser(t.db);
    const me = await signInAs(t.db);
    const game = await createGame(t.db, host.id);
    await addParticipant(t.db, game.id, me.user.id);
    await t.db.delete(gameParticipants).where(and(eq(gameParticipants.gameId, game.id), eq(gameParticipants.userId, host.id)));

    const answer = await readDocument(t, page(game.id, me), gameSchema);
    expect(answer.creator).toEqual(host);
    expect(answer.participants).toEqual([{ userId: me.user.id, user: me.user, isAdmin: false }]);
  });

  it('refuses a stranger with whether the game is public, and a missing game, each in one statement', async () => {
    const open = await createGameCast(t.db);
    const closed = await createGameCast(t.db, { isPublic: false });
    for (const [cast, isPublic] of [[open, true], [closed, false]] as const) {
      const denied = await requestOnce(t, { method: 'GET', ...page(cast.game.id, cast.stranger) });
      expect([denied.statusCode, denied.json()]).toEqual([403, { message: ACCESS_DENIED, isPublic, hasRequested: false }]);
      expect(gameAccessDeniedSchema.parse(denied.json())).toEqual(denied.json());
    }
    const missing = await requestOnce(t, { method: 'GET', ...page(crypto.randomUUID(), open.stranger) });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: GAME_NOT_FOUND }]);
  });
});
