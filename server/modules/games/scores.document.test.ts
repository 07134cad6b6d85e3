import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameScoreSchema } from '@contract/results';
import { readDocument, requestOnce } from '../../../tests/support/document-reads';
import { createGameCast, setScore, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { ACCESS_DENIED, GAME_NOT_FOUND } from './game-access';

const DAY = 86_400_000;

describe('GET /api/games/{id}/scores', () => {
  const t = useTestApp();
  const url = (gameId: string) => `/api/games/${gameId}/scores`;
  const as = (who: SignedInUser) => ({ url: '', headers: who.headers });

  it('lists every participant best first, ties by who joined first, in one statement', async () => {
    const cast = await createGameCast(t.db);
    const score = (who: SignedInUser, points: number) => setScore(t.db, cast.game.id, who.user.id, points);
    await score(cast.participant, 4);
    await score(cast.admin, 2);
    await score(cast.author, 4);

    const scores = await readDocument(t, { ...as(cast.admin), url: url(cast.game.id) }, z.array(gameScoreSchema));
    expect(scores.map((s) => [s.user.id, s.score])).toEqual([
      [cast.participant.user.id, 4],
      [cast.author.user.id, 4],
      [cast.admin.user.id, 2],
      [cast.creator.user.id, 0],
    ]);
    expect(scores[0]!.user).toEqual(cast.participant.user);
    // Ties share a rank; nothing is finalised yet, so no medals.
    expect(scores.map((s) => [s.rank, s.medalType, s.popularVote])).toEqual([
      [1, null, false],
      [1, null, false],
      [3, null, false],
      [4, null, false],
    ]);
  });

  it('is an empty list while the game is upcoming', async () => {
    const cast = await createGameCast(t.db, { startTime: new Date(Date.now() + DAY), endTime: new Date(Date.now() + 2 * DAY) });
    expect(await readDocument(t, { ...as(cast.participant), url: url(cast.game.id) }, z.array(gameScoreSchema))).toEqual([]);
  });

  it('refuses others with the texts of every game read, each in one statement', async () => {
    const cast = await createGameCast(t.db);
    const stranger = await requestOnce(t, { method: 'GET', ...as(cast.stranger), url: url(cast.game.id) });
    expect([stranger.statusCode, stranger.json()]).toEqual([403, { message: ACCESS_DENIED }]);
    const missing = await requestOnce(t, { method: 'GET', ...as(cast.stranger), url: url(crypto.randomUUID()) });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: GAME_NOT_FOUND }]);
  });
});
