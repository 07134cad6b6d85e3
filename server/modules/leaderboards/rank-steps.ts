import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ALL_BOARDS } from './boards';
import { sqlRows } from '../../db/sql-rows';

/** Per board: its values above 0 and how many people hold each, off the board's own index (in value order). */
const counted = ALL_BOARDS.map(
  (b) => `select '${b.key}' as board, ${b.value('s')} as value, count(*)::int as at
    from ${b.table} s where ${b.value('s')} > 0 group by ${b.value('s')}`,
).join('\n  union all\n  ');

/**
 * leaderboard_rank_steps from the board tables (schema/leaderboards.ts): per board and value, the
 * people at it and above it. Run by the refresh after the 30-day figures, in its transaction, so
 * the 30-day steps match the 30-day rows exactly. Each board's values are grouped off its own
 * index (the job may aggregate, the reads may not); only changed steps are written.
 */
const STEPS = `with counted as (
  ${counted}
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
  const rows = await sqlRows<{ changed: number; removed: number }>(tx, sql.raw(STEPS));
  return { changed: Number(rows[0]!.changed), removed: Number(rows[0]!.removed) };
}
