import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ALL_BOARDS } from './boards';

/** One pass over a board table for all of its boards: (board key, that board's value) per row. */
function countedFrom(table: 'user_stats' | 'leaderboard_30d'): string {
  const boards = ALL_BOARDS.filter((b) => b.table === table);
  const pairs = boards.map((b) => `('${b.key}', ${b.value('s')})`).join(',\n      ');
  return `select x.board, x.value, count(*)::int as at
    from ${table} s cross join lateral (values
      ${pairs}) as x(board, value)
    where x.value > 0 group by x.board, x.value`;
}

/**
 * leaderboard_rank_steps from the board tables (schema/leaderboards.ts): per board and value, the
 * people at it and above it. Run by the refresh after the 30-day figures, in its transaction, so
 * the 30-day steps match the 30-day rows exactly. One scan of user_stats and one of
 * leaderboard_30d (the job may aggregate, the reads may not); only changed steps are written.
 */
const STEPS = `with counted as (
  ${countedFrom('user_stats')}
  union all
  ${countedFrom('leaderboard_30d')}
), steps as (
  select board, value, at,
    coalesce(sum(at) over (partition by board order by value desc rows between unbounded preceding and 1 preceding), 0)::int as above
  from counted
), written as (
  insert into leaderboard_rank_steps as st (board, value, above, at)
  select board, value, above, at from steps
  on conflict (board, value) do update set above = excluded.above, at = excluded.at
  where (st.above, st.at) is distinct from (excluded.above, excluded.at)
  returning 1
), removed as (
  delete from leaderboard_rank_steps st
  where not exists (select 1 from steps s where s.board = st.board and s.value = st.value)
  returning 1
)
select (select count(*) from written)::int as changed, (select count(*) from removed)::int as removed`;

export async function refreshRankSteps(tx: Database): Promise<{ changed: number; removed: number }> {
  const { rows } = (await tx.execute(sql.raw(STEPS))) as unknown as { rows: { changed: number; removed: number }[] };
  return { changed: Number(rows[0]!.changed), removed: Number(rows[0]!.removed) };
}
