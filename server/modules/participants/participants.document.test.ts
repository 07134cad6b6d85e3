import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { participantSchema } from '@contract/games';
import { readDocument, requestOnce } from '../../../tests/support/document-reads';
import { createGameCast } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { gameParticipants } from '../../db/schema/games';
import { ACCESS_DENIED, GAME_NOT_FOUND } from '../games/game-access';

describe('GET /api/games/{id}/participants as a document', () => {
  const t = useTestApp();
  const url = (gameId: string) => `/api/games/${gameId}/participants`;
  const participants = z.array(participantSchema);

  it('lists the owner, then admins, then by joining time, each with the public user, in one statement', async () => {
    const cast = await createGameCast(t.db);
    // Joining order: author, participant, admin, and the owner last (its row rewritten): the owner still leads.
    const joined = (userId: string, minutesAgo: number) =>
      t.db
        .update(gameParticipants)
        .set({ joinedAt: sql`now() - make_interval(mins => ${minutesAgo})` })
        .where(and(eq(gameParticipants.gameId, cast.game.id), eq(gameParticipants.userId, userId)));
    await joined(cast.author.user.id, 30);
    await joined(cast.participant.user.id, 20);
    await joined(cast.admin.user.id, 10);
    await joined(cast.creator.user.id, 1);

    const list = await readDocument(t, { url: url(cast.game.id), headers: cast.participant.headers }, participants);
    expect(list).toEqual([
      { userId: cast.creator.user.id, user: cast.creator.user, isAdmin: false },
      { userId: cast.admin.user.id, user: cast.admin.user, isAdmin: true },
      { userId: cast.author.user.id, user: cast.author.user, isAdmin: false },
      { userId: cast.participant.user.id, user: cast.participant.user, isAdmin: false },
    ]);
  });

  it('refuses a stranger with 403 and a missing game with 404, each in one statement', async () => {
    const cast = await createGameCast(t.db);
    const stranger = await requestOnce(t, { method: 'GET', url: url(cast.game.id), headers: cast.stranger.headers });
    expect([stranger.statusCode, stranger.json()]).toEqual([403, { message: ACCESS_DENIED }]);
    const missing = await requestOnce(t, { method: 'GET', url: url(crypto.randomUUID()), headers: cast.participant.headers });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: GAME_NOT_FOUND }]);
  });
});
