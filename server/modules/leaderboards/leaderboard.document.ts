import { LEADERBOARD_SIZE } from '@contract/leaderboard';
import { documentStatement, type DocumentStatement } from '../../plugins/document-reads';
import type { Board } from './boards';

/**
 * GET /api/leaderboard/{players,creators} → `playerLeaderboardSchema` / `creatorLeaderboardSchema`
 * (contract/leaderboard.ts), one prepared statement per board (decision 0016). docs/architecture.md §6:
 * - `top`: the first 50 entries of the board's index (value desc nulls last, sort_name in ICU's root
 *   order, user id: migration 0008), value above 0. sort_name is the display name (docs/product.md §3) kept
 *   beside the counters, so ties come off the index already in name order (decision 0017) and no
 *   tied group is ever sorted, however large. The board's and the user's rows ride along, so the
 *   entries need no second lookup.
 * - rank: 1 + the number strictly higher. Within a prefix of the order that is rank() over it.
 * - `me`: my row by primary key when I am ranked but not listed. My rank is 1 + the people above my
 *   value, read off leaderboard_rank_steps (the next value above mine: everyone at it and above
 *   it) in one primary-key step, instead of counting up to 100,000 people on every read. The steps
 *   are the refresh job's (at most 60 s old); my own value is live.
 * Never touches posts, upvotes or game_participants.
 */
export function boardDocument(board: Board): DocumentStatement {
  const { key, table, value, fields } = board;
  return documentStatement(
    board.name,
    `with top as (
  select s.user_id, ${value('s')} as value, s.sort_name as name, s as board_row, u as user_row
  from ${table} s join users u on u.id = s.user_id
  where ${value('s')} > 0
  order by ${value('s')} desc nulls last, s.sort_name collate "und-x-icu", s.user_id
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
      'rank', 1 + coalesce((
        select st.above + st.at from leaderboard_rank_steps st
        where st.board = '${key}' and st.value > ${value('r')} order by st.value limit 1), 0),
      'user', api_user(u), ${fields('r')})
    from ${table} r join users u on u.id = r.user_id
    where r.user_id = me.id and ${value('r')} > 0 and not exists (select 1 from top where top.user_id = r.user_id)
  )
) as body`,
  );
}
