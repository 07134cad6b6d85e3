import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { creatorLeaderboardSchema, playerLeaderboardSchema } from '@contract/leaderboard';
import { readDocument, requestOnce } from '../../../tests/support/document-reads';
import { createUser, signInAs } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { refreshLeaderboards } from './refresh';

/**
 * The routes' answers (docs/product.md §7 "Leaderboards", docs/architecture.md §6): signed-in only (401 before 400), the
 * contract's 400 texts, rank ties ordered by display name, the caller's own entry below the top 50.
 */
describe('GET /api/leaderboard/*', () => {
  const t = useTestApp();

  it('answers 401 to a visitor, even with a bad query', async () => {
    for (const url of ['/api/leaderboard/players?timeFrame=alltime&metric=medals', '/api/leaderboard/creators?metric=nope']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it.each([
    ['/api/leaderboard/players?timeFrame=30days&metric=medals', 'metric: This metric is only available for all time (timeFrame=alltime)'],
    ['/api/leaderboard/players?timeFrame=30days&metric=games-completed', 'metric: This metric is only available for all time (timeFrame=alltime)'],
    ['/api/leaderboard/players?timeFrame=week&metric=accomplishments', 'timeFrame: timeFrame must be one of: 30days, alltime'],
    ['/api/leaderboard/players?timeFrame=alltime&metric=likes', 'metric: metric must be one of: accomplishments, popular-votes, medals, popular-vote-medals, games-completed'],
    ['/api/leaderboard/players?timeFrame=alltime', 'metric: metric must be one of: accomplishments, popular-votes, medals, popular-vote-medals, games-completed'],
    ['/api/leaderboard/creators?timeFrame=alltime&metric=medals', 'metric: metric must be one of: participants, largest-game, total-accomplishments'],
    ['/api/leaderboard/creators?metric=participants', 'timeFrame: timeFrame must be one of: 30days, alltime'],
  ])('%s is a 400 with a human message', async (url, message) => {
    const me = await signInAs(t.db);
    await expectAnswer(t.request({ method: 'GET', url, headers: me.headers }), 400, { message });
  });

  it('is empty with nobody above 0, in one statement', async () => {
    const me = await signInAs(t.db);
    await expectAnswer(
      requestOnce(t, { method: 'GET', url: '/api/leaderboard/creators?timeFrame=30days&metric=participants', headers: me.headers }),
      200,
      { entries: [], me: null },
    );
  });

  it('ranks ties together, orders them by display name, and adds my own entry below the top 50', async () => {
    const me = await signInAs(t.db, { firstName: 'Zed', lastName: 'Last' });
    // 60 people: 2 with 100 (tied), then 99, 98, ...; names chosen so ICU order differs from byte order.
    const names = ['éclair', 'Banana', 'apple'];
    const people = [];
    for (let i = 0; i < 60; i++) {
      const user = await createUser(t.db, i < 3 ? { firstName: names[i]!, lastName: null } : {});
      people.push(user);
      const value = i < 3 ? 100 : 100 - i;
      await t.db.execute(sql`insert into user_stats (user_id, total_accomplishments, gold_medals, medal_score) values (${user.id}, ${value}, ${i}, ${i * 3})`);
    }
    await t.db.execute(sql`insert into user_stats (user_id, total_accomplishments) values (${me.user.id}, 3)`);
    // My rank comes from the refresh job's rank steps (where everyone stands, at most 60 s old).
    await refreshLeaderboards(t.db);
    const board = await readDocument(
      t,
      { url: '/api/leaderboard/players?timeFrame=alltime&metric=accomplishments', headers: me.headers },
      playerLeaderboardSchema,
    );
    expect(board.entries).toHaveLength(50);
    expect(board.entries.slice(0, 4).map((e) => [e.rank, e.user.firstName, e.score])).toEqual([
      [1, 'apple', 100],
      [1, 'Banana', 100],
      [1, 'éclair', 100],
      [4, 'Test', 97],
    ]);
    expect(board.entries.every((e) => e.additionalInfo === null)).toBe(true);
    // Values 100 (3 people), 97 … 41: all 60 are above me.
    expect(board.me).toMatchObject({ rank: 61, score: 3, user: { id: me.user.id }, additionalInfo: null });
    // My value is live; where the others stand is the last refresh's: 4 is above nobody's step but 41 … 100.
    await t.db.execute(sql`update user_stats set total_accomplishments = 41 where user_id = ${me.user.id}`);
    const tied = await readDocument(t, { url: '/api/leaderboard/players?timeFrame=alltime&metric=accomplishments', headers: me.headers }, playerLeaderboardSchema);
    expect(tied.me).toMatchObject({ rank: 60, score: 41 });

    const medals = await readDocument(t, { url: '/api/leaderboard/players?timeFrame=alltime&metric=medals', headers: me.headers }, playerLeaderboardSchema);
    expect(medals.entries[0]).toMatchObject({ rank: 1, score: 59 * 3, additionalInfo: { goldMedals: 59, silverMedals: 0, bronzeMedals: 0, popularVoteMedals: 0 } });
    expect(medals.me).toBeNull();

    const top = await readDocument(t, { url: '/api/leaderboard/players?timeFrame=alltime&metric=accomplishments', headers: { cookie: (await signInAs(t.db)).headers.cookie } }, playerLeaderboardSchema);
    expect(top.me).toBeNull();

    const creators = await readDocument(t, { url: '/api/leaderboard/creators?timeFrame=alltime&metric=largest-game', headers: me.headers }, creatorLeaderboardSchema);
    expect(creators).toEqual({ entries: [], me: null });
  });

  it('follows a rename in the tie order at once, in both frames (the database keeps sort_name)', async () => {
    const me = await signInAs(t.db);
    const [ana, bo] = [await createUser(t.db, { firstName: 'Ana', lastName: 'Tie' }), await createUser(t.db, { firstName: 'Bo', lastName: 'Tie' })];
    for (const user of [ana, bo]) {
      await t.db.execute(sql`insert into user_stats (user_id, games_completed) values (${user.id}, 1000)`);
      await t.db.execute(sql`insert into leaderboard_30d (user_id, popular_votes, sort_name) values (${user.id}, 1000, ${user.firstName + ' Tie'})`);
    }
    const order = async (query: string) => {
      const body = await readDocument(t, { url: `/api/leaderboard/players?${query}`, headers: me.headers }, playerLeaderboardSchema);
      return body.entries.filter((e) => e.score === 1000).map((e) => [e.rank, e.user.firstName]);
    };
    expect(await order('timeFrame=alltime&metric=games-completed')).toEqual([[1, 'Ana'], [1, 'Bo']]);
    await t.db.execute(sql`update users set first_name = 'Zoe' where id = ${ana.id}`);
    expect(await order('timeFrame=alltime&metric=games-completed')).toEqual([[1, 'Bo'], [1, 'Zoe']]);
    expect(await order('timeFrame=30days&metric=popular-votes')).toEqual([[1, 'Bo'], [1, 'Zoe']]);
  });
});
