import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { games } from '../db/schema/games';
import { AppMetrics } from '../metrics/metrics';
import { gameResults, notifications } from '../db/schema/results';
import { createGame, signInAs } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';
import { finalizeEndedGames, startFinalizeJob } from './finalize-ended-games';

const DAY = 86_400_000;

describe('the finalise job', () => {
  const t = useTestApp();

  /** A game running from yesterday to `endsIn` ms from now. */
  async function gameEndingIn(endsIn: number) {
    const creator = await signInAs(t.db);
    return createGame(t.db, creator.user.id, { startTime: new Date(Date.now() - DAY), endTime: new Date(Date.now() + endsIn) });
  }
  const finalizedAt = async (id: string) => (await t.db.select().from(games).where(eq(games.id, id)))[0]!.finalizedAt;

  it('finalises, at its first pass, the games that have ended by its clock', async () => {
    const ending = await gameEndingIn(DAY);
    const later = await gameEndingIn(3 * DAY);
    const clock = new Date(Date.now() + 2 * DAY);
    const job = startFinalizeJob({ db: t.db, onError: (e) => expect.fail(String(e)), now: () => clock });
    await job.idle;
    await job.stop();
    expect(await finalizedAt(ending.id)).toEqual(clock);
    expect(await finalizedAt(later.id)).toBeNull();
    expect(await t.db.select().from(notifications).where(eq(notifications.gameId, ending.id))).toHaveLength(1);
  });

  it('keeps passing until stopped: a game ending later is finalised by a later pass, and a failed pass is reported', async () => {
    const game = await gameEndingIn(DAY);
    let clock = new Date();
    const errors: unknown[] = [];
    let passes = 0;
    const now = () => {
      passes++;
      if (passes === 2) throw new Error('the clock broke once');
      return clock;
    };
    const job = startFinalizeJob({ db: t.db, onError: (e) => errors.push(e), intervalMs: 1, now });
    await job.idle;
    expect(await finalizedAt(game.id)).toBeNull();
    clock = new Date(Date.now() + 2 * DAY);
    await vi.waitFor(async () => expect(await finalizedAt(game.id)).toEqual(clock), { timeout: 10_000 });
    expect(errors).toEqual([new Error('the clock broke once')]);
    await job.stop();
    const after = passes;
    await new Promise((resolve) => setImmediate(resolve));
    expect(passes).toBe(after);
  });

  it('counts its passes, the failed one apart, and the games it finalised (decision 0050)', async () => {
    const game = await gameEndingIn(DAY);
    const metrics = new AppMetrics();
    const clock = new Date(Date.now() + 2 * DAY);
    let passes = 0;
    const now = () => {
      if (++passes === 2) throw new Error('the clock broke once');
      return clock;
    };
    const job = startFinalizeJob({ db: t.db, onError: () => undefined, intervalMs: 1, now, metrics });
    await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await job.stop();
    const runs = Object.fromEntries((await metrics.jobRuns.get()).values.map((v) => [`${v.labels.job} ${v.labels.outcome}`, v.value]));
    expect(runs).toEqual({ 'finalize-ended-games ok': passes - 1, 'finalize-ended-games failed': 1 });
    expect(await finalizedAt(game.id)).toEqual(clock);
    // Other tests' games may have ended by that clock too: ours is among those counted.
    expect((await metrics.gamesFinalized.get()).values[0]!.value).toBeGreaterThanOrEqual(1);
  });

  it('two instances at once finalise each game exactly once', async () => {
    const ended = [await gameEndingIn(-60_000), await gameEndingIn(-30_000), await gameEndingIn(-1_000)];
    const counts = await Promise.all([finalizeEndedGames(t.db), finalizeEndedGames(t.db), finalizeEndedGames(t.db)]);
    // Other tests' games may be in the backlog too: ours were finalised once between the three.
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(3);
    for (const game of ended) {
      expect(await finalizedAt(game.id)).not.toBeNull();
      expect(await t.db.select().from(gameResults).where(eq(gameResults.gameId, game.id))).toHaveLength(1);
      expect(await t.db.select().from(notifications).where(eq(notifications.gameId, game.id))).toHaveLength(1);
    }
  });
});
