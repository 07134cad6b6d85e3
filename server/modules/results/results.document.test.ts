import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameResultSchema, gameScoreSchema } from '@contract/results';
import { gameResults, notifications } from '../../db/schema/results';
import { userStats } from '../../db/schema/users';
import { readDocument, requestOnce } from '../../../tests/support/document-reads';
import { createGameCast, setScore, type GameCast, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { ACCESS_DENIED, GAME_NOT_FOUND } from '../games/game-access';

const HOUR = 3_600_000;
const results = z.array(gameResultSchema);

describe('GET /api/games/{id}/results', () => {
  const t = useTestApp();
  const url = (gameId: string) => `/api/games/${gameId}/results`;

  /** A game that ended a minute ago, nobody has finalised it yet: participant 3, author 2, admin 2. */
  async function endedCast(): Promise<GameCast> {
    const cast = await createGameCast(t.db, { startTime: new Date(Date.now() - 2 * HOUR), endTime: new Date(Date.now() - 60_000) });
    const score = (who: SignedInUser, points: number) => setScore(t.db, cast.game.id, who.user.id, points);
    await score(cast.participant, 3);
    await score(cast.author, 2);
    await score(cast.admin, 2);
    return cast;
  }

  it('finalises an ended game on the first read, then answers from the results in one statement', async () => {
    const cast = await endedCast();
    const first = await t.request({ method: 'GET', url: url(cast.game.id), headers: cast.creator.headers });
    expect(first.statusCode, first.body).toBe(200);
    const again = await readDocument(t, { url: url(cast.game.id), headers: cast.admin.headers }, results);
    expect(again).toEqual(first.json());
    expect(again.map((r) => [r.userId, r.position, r.score, r.medalType])).toEqual([
      [cast.participant.user.id, 1, 3, 'gold'],
      ...[
        [cast.admin.user.id, 2, 2, 'silver'],
        [cast.author.user.id, 2, 2, 'silver'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      [cast.creator.user.id, 4, 0, null],
    ]);
    expect(again[0]!.user).toEqual(cast.participant.user);
  });

  it('is empty while the game is running, in one statement', async () => {
    const cast = await createGameCast(t.db);
    expect(await readDocument(t, { url: url(cast.game.id), headers: cast.participant.headers }, results)).toEqual([]);
  });

  it('refuses others with the texts of every game read, each in one statement', async () => {
    const cast = await endedCast();
    const stranger = await requestOnce(t, { method: 'GET', url: url(cast.game.id), headers: cast.stranger.headers });
    expect([stranger.statusCode, stranger.json()]).toEqual([403, { message: ACCESS_DENIED }]);
    const missing = await requestOnce(t, { method: 'GET', url: url(crypto.randomUUID()), headers: cast.stranger.headers });
    expect([missing.statusCode, missing.json()]).toEqual([404, { message: GAME_NOT_FOUND }]);
    // A stranger's look at an ended game finalises nothing.
    expect(await t.db.select().from(gameResults).where(eq(gameResults.gameId, cast.game.id))).toEqual([]);
    const bad = await t.request({ method: 'GET', url: url('not-a-uuid'), headers: cast.stranger.headers });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'id: Game id must be a UUID' }]);
  });

  it('10 reads at once finalise once: one result and one notification each, medals counted once', async () => {
    const cast = await endedCast();
    const people = [cast.creator, cast.admin, cast.participant, cast.author];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.request({ method: 'GET', url: i % 2 ? url(cast.game.id) : `/api/games/${cast.game.id}`, headers: people[i % 4]!.headers }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await t.db.select().from(gameResults).where(eq(gameResults.gameId, cast.game.id))).toHaveLength(4);
    expect(await t.db.select().from(notifications).where(eq(notifications.gameId, cast.game.id))).toHaveLength(4);
    const [winner] = await t.db.select().from(userStats).where(eq(userStats.userId, cast.participant.user.id));
    expect(winner).toMatchObject({ goldMedals: 1, gamesCompleted: 1 });
  });

  it('the game page and the scores finalise too, and the scores then carry the medals', async () => {
    const cast = await endedCast();
    const game = await t.request({ method: 'GET', url: `/api/games/${cast.game.id}`, headers: cast.author.headers });
    expect([game.statusCode, game.json().status]).toEqual([200, 'completed']);
    const scores = await readDocument(t, { url: `/api/games/${cast.game.id}/scores`, headers: cast.author.headers }, z.array(gameScoreSchema));
    expect(scores.map((s) => [s.score, s.rank, s.medalType])).toEqual([
      [3, 1, 'gold'],
      [2, 2, 'silver'],
      [2, 2, 'silver'],
      [0, 4, null],
    ]);
  });
});
