import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userStatsSchema, ZERO_STATS } from '@contract/user';
import { readDocument } from '../../../tests/support/document-reads';
import { signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { userStats } from '../../db/schema/users';

describe('GET /api/user/stats as a document', () => {
  const t = useTestApp();
  const url = '/api/user/stats';

  it('is zeros and no streak in UTC before any counter row exists, in one statement', async () => {
    const me = await signInAs(t.db);
    const stats = await readDocument(t, { url, headers: me.headers }, userStatsSchema);
    expect(stats).toEqual(ZERO_STATS);
  });

  it('is my counter row, every field where the contract names it, nothing more', async () => {
    const me = await signInAs(t.db);
    const other = await signInAs(t.db);
    const mine = {
      gamesJoined: 1,
      totalAccomplishments: 2,
      totalUpvotes: 3,
      gamesCreated: 4,
      goldMedals: 5,
      silverMedals: 6,
      bronzeMedals: 7,
      popularVoteMedals: 8,
      currentStreak: 0,
      longestStreak: 11,
    };
    await t.db.insert(userStats).values([
      { userId: me.user.id, ...mine, gamesCompleted: 9, medalScore: 10 },
      { userId: other.user.id, gamesJoined: 99 },
    ]);
    // A run whose last day is long gone reads as 0, and is not at risk.
    await t.db.update(userStats).set({ currentStreak: 11, streakLastDay: '2020-01-02' }).where(eq(userStats.userId, me.user.id));
    expect(await readDocument(t, { url, headers: me.headers }, userStatsSchema)).toEqual({ ...mine, streakAtRisk: false, timeZone: 'UTC' });
  });
});
