import { LEADERBOARD_SIZE } from '../../../contract/leaderboard';
import { documentStatement, type DocumentStatement } from '../../plugins/document-reads';
import type { Board } from './boards';

/**
 * GET /api/leaderboard/{players,creators} → `playerLeaderboardSchema` / `creatorLeaderboardSchema`
 * (contract/leaderboard.ts), one prepared statement per board (decision 0016). DESIGN §6:
 * - `top`: the first 50 rows of the board's descending index with a value above 0, ties by display
 *   name in ICU's root order (decision 0017), then by id so equal names keep one order. Rows come
 *   off the index in value order (`desc nulls last`, as the indexes are built, or the planner can't
 *   use them) and only tied groups are sorted by name (incremental sort). The board's row and the
 *   user's row ride along, so the entries need no second lookup.
 * - rank: 1 + the number strictly higher. Within a prefix of the order that is rank() over it.
 * - `me`: my row by primary key when I am ranked but not listed; my rank counts the rows above my
 *   value over the same index (a range of the index, bounded by the people above me, never by posts).
 * Never touches posts, upvotes or game_participants.
 */
export function boardDocument(board: Board): DocumentStatement {
  const { table, value, fields } = board;
  return documentStatement(
    board.name,
    `with top as (
  select s.user_id, ${value('s')} as value, api_display_name(u) as name, s as board_row, u as user_row
  from ${table} s join users u on u.id = s.user_id
  where ${value('s')} > 0
  order by ${value('s')} desc nulls last, api_display_name(u) collate "und-x-icu", s.user_id
  limit ${LEADERBOARD_SIZE}
), ranked as (
  select t.*, rank() over (order by t.value desc) as rank,
    row_number() over (order by t.value desc, t.name collate "und-x-icu", t.user_id) as n
  from top t
)
select 200 as status, json_build_object(
  'entries', coalesce((
    select json_agg(json_build_object('rank', t.rank, 'user', api_user(t.user_row), ${fields('(t.board_row)')}) order by t.n)
    from ranked t
  ), '[]'),
  'me', (
    select json_build_object(
      'rank', 1 + (select count(*) from ${table} o where ${value('o')} > ${value('r')} and ${value('o')} > 0),
      'user', api_user(u), ${fields('r')})
    from ${table} r join users u on u.id = r.user_id
    where r.user_id = me.id and ${value('r')} > 0 and not exists (select 1 from top where top.user_id = r.user_id)
  )
) as body`,
  );
}
