import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CREATOR_METRICS, PLAYER_METRICS, TIME_FRAMES, ALL_TIME_ONLY_METRICS, type PlayerMetric } from '@contract/leaderboard';
import { planOfRead } from '../../../tests/support/document-reads';
import { signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { creatorBoard, playerBoard } from './boards';
import { refreshRankSteps } from './rank-steps';

/**
 * docs/architecture.md §6: a leaderboard read never aggregates posts, likes or participants, and costs the same
 * at any number of them. With 5,000 ranked people and fresh statistics, each board's prepared
 * statement (EXPLAIN of exactly what the route sent) reads the top of its own descending index, my
 * row by primary key and my rank's step by primary key: no posts, upvotes or game_participants
 * anywhere in the plan, no scan of the board table or of users (nothing counts the people above me).
 */
const INDEX: Record<string, string> = {
  'players:alltime:accomplishments': 'user_stats_accomplishments_idx',
  'players:alltime:popular-votes': 'user_stats_upvotes_idx',
  'players:alltime:medals': 'user_stats_medal_score_idx',
  'players:alltime:popular-vote-medals': 'user_stats_pv_medals_idx',
  'players:alltime:games-completed': 'user_stats_games_completed_idx',
  'players:30days:accomplishments': 'leaderboard_30d_accomplishments_idx',
  'players:30days:popular-votes': 'leaderboard_30d_popular_votes_idx',
  'creators:alltime:participants': 'user_stats_creator_others_idx',
  'creators:alltime:largest-game': 'user_stats_creator_largest_others_idx',
  'creators:alltime:total-accomplishments': 'user_stats_creator_accomplishments_idx',
  'creators:30days:participants': 'leaderboard_30d_creator_participants_idx',
  'creators:30days:largest-game': 'leaderboard_30d_creator_largest_idx',
  'creators:30days:total-accomplishments': 'leaderboard_30d_creator_accomplishments_idx',
};

const boards = TIME_FRAMES.flatMap((frame) => [
  ...PLAYER_METRICS.filter((m) => frame === 'alltime' || !ALL_TIME_ONLY_METRICS.includes(m as PlayerMetric)).map((m) => `players:${frame}:${m}`),
  ...CREATOR_METRICS.map((m) => `creators:${frame}:${m}`),
]);

describe('leaderboard read plans', () => {
  const t = useTestApp();
  let me: SignedInUser;

  beforeAll(async () => {
    if (!t.database) return;
    me = await signInAs(t.db);
    await t.db.execute(sql`insert into users (username, first_name) select 'ranked_' || i, 'R' || i from generate_series(1, 5000) as i`);
    const v = (k: number) => sql.raw(`(abs(hashtext(u.id::text || '${k}')) % 200)`);
    await t.db.execute(sql`
      insert into user_stats (user_id, total_accomplishments, total_upvotes, medal_score, popular_vote_medals, games_completed,
                              creator_participants, games_created, creator_largest_game, creator_accomplishments)
      select u.id, ${v(1)}, ${v(2)}, ${v(3)}, ${v(4)}, ${v(5)}, ${v(6)} + 3, 3, ${v(7)}, ${v(8)} from users u`);
    await t.db.execute(sql`
      insert into leaderboard_30d (user_id, accomplishments, popular_votes, creator_participants, creator_largest_game, creator_accomplishments)
      select u.id, ${v(11)}, ${v(12)}, ${v(13)}, ${v(14)}, ${v(15)} from users u`);
    // Me near the bottom of every board: ranked, below the top 50, so the `me` part runs too (the
    // creator figures count the creator out: 4 - 3 games, 2 - 1 in the largest game; boards.ts).
    await t.db.execute(sql`update user_stats set total_accomplishments = 1, total_upvotes = 1, medal_score = 1, popular_vote_medals = 1,
      games_completed = 1, creator_participants = 4, creator_largest_game = 2, creator_accomplishments = 1 where user_id = ${me.user.id}`);
    await t.db.execute(sql`update leaderboard_30d set accomplishments = 1, popular_votes = 1, creator_participants = 1,
      creator_largest_game = 1, creator_accomplishments = 1 where user_id = ${me.user.id}`);
    await refreshRankSteps(t.db);
    await t.db.execute(sql`analyze`);
  });

  it.each(boards)('%s reads the top of its index and never posts, upvotes or participants', async (board) => {
    const [kind, frame, metric] = board.split(':');
    const { result, plan } = await planOfRead(t, `/api/leaderboard/${kind}?timeFrame=${frame}&metric=${metric}`, me);
    expect(result.json().entries).toHaveLength(50);
    // My value is 1 on every board: my rank is 1 + everyone above 1.
    const { table, value } = kind === 'players' ? playerBoard(frame as never, metric as never)! : creatorBoard(frame as never, metric as never);
    const above = (await t.db.execute(sql.raw(`select count(*)::int as n from ${table} o where ${value('o')} > 1`))) as unknown as { rows: { n: number }[] };
    expect(result.json().me).toMatchObject({ rank: 1 + above.rows[0]!.n, user: { id: me.user.id } });
    expect(plan).not.toMatch(/\b(posts|upvotes|game_participants|user_daily_stats)\b/);
    expect(plan).not.toMatch(/Seq Scan on (user_stats|leaderboard_30d|users)\b/);
    expect(plan).toContain(INDEX[board]);
    expect(plan).toContain('leaderboard_rank_steps_board_value_pk');
  });
});
