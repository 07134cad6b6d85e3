import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameParticipants, games } from '../../db/schema/games';
import { gameResults, notifications } from '../../db/schema/results';
import { userStats } from '../../db/schema/users';
import { addParticipant, createGame, signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { endedUnfinalizedGames, finalizeGame } from './finalize-game';

const HOUR = 3_600_000;

describe('finalizeGame', () => {
  const t = useTestApp();

  /** A game that ended a minute ago with one participant per entry: [score, likes received]. */
  async function endedGame(players: Array<[score: number, likes: number]>) {
    const people = [];
    for (const _ of players) people.push(await signInAs(t.db));
    const game = await createGame(t.db, people[0]!.user.id, {
      startTime: new Date(Date.now() - 2 * HOUR),
      endTime: new Date(Date.now() - 60_000),
    });
    for (const [i, [score, likes]] of players.entries()) {
      if (i > 0) await addParticipant(t.db, game.id, people[i]!.user.id);
      await t.db
        .update(gameParticipants)
        .set({ score, upvotesReceived: likes })
        .where(and(eq(gameParticipants.gameId, game.id), eq(gameParticipants.userId, people[i]!.user.id)));
    }
    return { game, ids: people.map((p) => p.user.id) };
  }

  const resultsOf = async (gameId: string, ids: string[]) => {
    const rows = await t.db.select().from(gameResults).where(eq(gameResults.gameId, gameId));
    return ids.map((id) => {
      const r = rows.find((row) => row.userId === id)!;
      return [r.position, r.score, r.medalType, r.popularVote];
    });
  };

  it('ranks ties together, gives the three highest distinct positive scores their medals, 0 points none', async () => {
    const { game, ids } = await endedGame([[5, 1], [5, 4], [3, 4], [2, 0], [0, 2]]);
    expect(await finalizeGame(t.db, game.id)).toBe(true);
    expect(await resultsOf(game.id, ids)).toEqual([
      [1, 5, 'gold', false],
      [1, 5, 'gold', true], // tied on the most likes received: both get the popular vote
      [3, 3, 'silver', true],
      [4, 2, 'bronze', false],
      [5, 0, null, false],
    ]);
  });

  it('gives no medal to anybody when nobody scored, and no popular vote without likes', async () => {
    const { game, ids } = await endedGame([[0, 0], [0, 0]]);
    await finalizeGame(t.db, game.id);
    expect(await resultsOf(game.id, ids)).toEqual([
      [1, 0, null, false],
      [1, 0, null, false],
    ]);
  });

  it('stops at bronze: a fourth distinct score gets nothing', async () => {
    const { game, ids } = await endedGame([[4, 0], [3, 0], [2, 0], [1, 0]]);
    await finalizeGame(t.db, game.id);
    expect((await resultsOf(game.id, ids)).map((r) => r[2])).toEqual(['gold', 'silver', 'bronze', null]);
  });

  it('adds the medals to each person\'s stats and notifies each once: game_won for gold', async () => {
    const { game, ids } = await endedGame([[5, 3], [3, 0], [0, 0]]);
    await finalizeGame(t.db, game.id);
    const stats = await t.db.select().from(userStats);
    const of = (id: string) => stats.find((s) => s.userId === id)!;
    expect(of(ids[0]!)).toMatchObject({ gamesCompleted: 1, goldMedals: 1, popularVoteMedals: 1, medalScore: 3 + 2 });
    expect(of(ids[1]!)).toMatchObject({ gamesCompleted: 1, goldMedals: 0, silverMedals: 1, medalScore: 2 });
    expect(of(ids[2]!)).toMatchObject({ gamesCompleted: 1, bronzeMedals: 0, medalScore: 0 });
    const sent = await t.db.select().from(notifications).where(eq(notifications.gameId, game.id));
    expect(ids.map((id) => sent.find((n) => n.userId === id)?.type)).toEqual(['game_won', 'game_completed', 'game_completed']);
  });

  it('writes once however many attempts run at the same time', async () => {
    const { game, ids } = await endedGame([[2, 1], [1, 0], [1, 0]]);
    const attempts = await Promise.all(Array.from({ length: 10 }, () => finalizeGame(t.db, game.id)));
    expect(attempts.filter(Boolean)).toHaveLength(1);
    expect(await t.db.select().from(gameResults).where(eq(gameResults.gameId, game.id))).toHaveLength(3);
    expect(await t.db.select().from(notifications).where(eq(notifications.gameId, game.id))).toHaveLength(3);
    const [winner] = await t.db.select().from(userStats).where(eq(userStats.userId, ids[0]!));
    expect(winner).toMatchObject({ gamesCompleted: 1, goldMedals: 1, popularVoteMedals: 1 });
    expect(await finalizeGame(t.db, game.id)).toBe(false);
  });

  it('leaves a game that has not ended alone, and finds the ended ones it has not finalised', async () => {
    const creator = await signInAs(t.db);
    const running = await createGame(t.db, creator.user.id);
    expect(await finalizeGame(t.db, running.id)).toBe(false);
    const [row] = await t.db.select().from(games).where(eq(games.id, running.id));
    expect(row!.finalizedAt).toBeNull();

    const { game } = await endedGame([[1, 0]]);
    expect(await endedUnfinalizedGames(t.db, 1000)).toContain(game.id);
    expect(await endedUnfinalizedGames(t.db, 1000)).not.toContain(running.id);
    await finalizeGame(t.db, game.id);
    expect(await endedUnfinalizedGames(t.db, 1000)).not.toContain(game.id);
    // With a clock a month ahead, the running game has ended too.
    expect(await endedUnfinalizedGames(t.db, 1000, new Date(Date.now() + 31 * 24 * HOUR))).toContain(running.id);
  });
});
