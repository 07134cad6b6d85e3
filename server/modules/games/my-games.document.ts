import { CARD_SCORES_MAX } from '@contract/sizes';
import { documentStatement } from '../../plugins/document-reads';
import { gameJson, participantsJson } from './game-json';

/**
 * GET /api/games → `z.array(myGameSchema)` (contract/games.ts): every game I am in, with what its
 * card needs (docs/product.md §9), in Home's order. No parameter beyond the session: `me.id` is all it reads.
 *
 * - My memberships through game_participants_user_idx, each game and each user by primary key.
 * - The card's people (docs/decisions/0007-my-games-sends-the-cards-people.md): the best CARD_SCORES_MAX scores, me first among equal
 *   scores, then who joined first, read through game_participants_score_idx (game_id, score desc)
 *   with a LIMIT, and me. `myPlace` (docs/product.md §3 / docs/architecture.md §6) is 1 + the number with a strictly higher
 *   score: an index range below my own score. With me first among equals my position in that
 *   order is my place, so I am among the best iff myPlace ≤ CARD_SCORES_MAX; if not, I take the
 *   last bar of the chart (`scores`) and `participants` has CARD_SCORES_MAX + 1 people.
 * - `participants` in the order of every game answer: the owner, then admins, then by join time.
 * - The list: active games ending soonest first, then upcoming ones starting soonest first, then
 *   completed ones ended most recently first; ties by name in ICU's root collation ("und-x-icu",
 *   on PGlite and on any PostgreSQL built with ICU), which orders names as the JavaScript
 *   `localeCompare` Home used to be sorted by ('apple' < 'Banana' < 'éclair' < 'Zebra'), whatever
 *   the database's own collation; then by id, so equal names keep one order.
 *
 * CARD_SCORES_MAX is a constant of the contract, written into the text once: no input is.
 */
export const myGamesDocument = documentStatement(
  'my_games_document',
  `select 200 as status,
  coalesce(json_agg(card.doc order by
    card.status_rank, card.soonest_first, card.latest_first desc, card.name collate "und-x-icu", card.id), '[]') as body
from (
  select g.id, g.name,
    case s.status when 'active' then 0 when 'upcoming' then 1 else 2 end as status_rank,
    case s.status when 'active' then g.end_time when 'upcoming' then g.start_time end as soonest_first,
    case s.status when 'completed' then g.end_time end as latest_first,
    ${gameJson({
      status: 's.status',
      participants: 'people.participants',
      extra: [
        ['myScore', 'mine.score'],
        ['myPlace', 'place.place'],
        ['scores', 'people.scores'],
      ],
    })} as doc
  from game_participants mine
  join games g on g.id = mine.game_id
  cross join lateral (select api_game_status(g.start_time, g.end_time) as status) s
  cross join lateral (
    select 1 + count(*) as place from game_participants higher where higher.game_id = g.id and higher.score > mine.score
  ) place
  cross join lateral (
    select
      ${participantsJson('c')} as participants,
      json_agg(json_build_object('userId', c.user_id, 'score', c.score) order by c.position)
        filter (where c.position < ${CARD_SCORES_MAX} or c.user_id = mine.user_id or place.place <= ${CARD_SCORES_MAX}) as scores
    from (
      select best.*, row_number() over (order by best.score desc, best.user_id = mine.user_id desc, best.created_at, best.user_id) as position
      from (
        select p.user_id, p.is_admin, p.score, p.created_at
        from game_participants p
        where p.game_id = g.id
        order by p.score desc, p.user_id = mine.user_id desc, p.created_at, p.user_id
        limit ${CARD_SCORES_MAX}
      ) best
      union all
      select mine.user_id, mine.is_admin, mine.score, mine.created_at, ${CARD_SCORES_MAX} + 1
      where place.place > ${CARD_SCORES_MAX}
    ) c
  ) people
  where mine.user_id = me.id
) card`,
);
