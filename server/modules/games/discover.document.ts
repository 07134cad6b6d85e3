import { GAME_SEARCH_LIMIT } from '@contract/games';
import { documentStatement } from '../../plugins/document-reads';
import { gameJson } from './game-json';

/**
 * My join request to game `g` waits for approval (decision 0053: the card says 'Requested' instead of
 * offering 'Join Game' again). Its predicate is join_requests_pending_key's own, so it is one probe
 * of that index; the game page's 403 (game.document.ts) asks the same.
 */
export const HAS_REQUESTED = `exists (
    select 1 from join_requests r where r.game_id = g.id and r.user_id = me.id and r.status = 'pending'
  )`;

/**
 * Discover and search answer `z.array(publicGameSchema)` (contract/games.ts): the face of a public
 * game shown to people who may not be in it: no participant list, never the invite code. Private
 * games never appear (every list filters on is_public, the predicate of the partial indexes that
 * serve them). `g` is a games row; its creator is read by primary key, `isMember` is one probe of
 * the game_participants primary key, `hasRequested` one probe of join_requests_pending_key (the
 * partial unique index of pending requests by game and person); the counters are columns
 * (docs/decisions/0002-database-and-counters.md), never a count(*).
 */
const publicGame = gameJson({
  extra: [
    ['isMember', 'exists (select 1 from game_participants p where p.game_id = g.id and p.user_id = me.id)'],
    ['hasRequested', HAS_REQUESTED],
  ],
});

/**
 * GET /api/games/public: active public games, biggest first, then upcoming ones, soonest first,
 * each list up to `limit`; `status` asks for one list only (docs/product.md §2 "Discover").
 * - Active: `end_time > now()` is a range over games_public_end_idx, which holds only games not yet
 *   over (active and upcoming), so the ever-growing mass of completed games is never read; the few
 *   left are sorted by participant count.
 * - Upcoming: an ordered range scan of games_public_start_idx.
 * $2: status ('active', 'upcoming' or null for both), $3: limit (1..100, defaulted by the schema).
 */
export const publicGamesDocument = documentStatement(
  'public_games_document',
  `select 200 as status,
  coalesce(json_agg(${publicGame} order by g.list, g.size desc, g.sort_time, g.id), '[]') as body
from (
  (select 1 as list, games.participant_count as size, games.end_time as sort_time, games.*
   from games
   where $2::text is distinct from 'upcoming'
     and games.is_public and games.end_time > now() and games.start_time <= now()
   order by games.participant_count desc, games.end_time, games.id
   limit $3)
  union all
  (select 2, 0, games.start_time, games.*
   from games
   where $2::text is distinct from 'active'
     and games.is_public and games.start_time > now()
   order by games.start_time, games.id
   limit $3)
) as g`,
);

/**
 * GET /api/games/search?q: public games whose name or description contains the text, ignoring
 * case. $2 is the LIKE pattern '%text%' with the text's own %, _ and \ escaped (escapeLike): ILIKE
 * on both columns, each served by its partial trigram index (games_public_*_trgm_idx; texts of 3
 * or more characters make trigrams). Games still to play come first, then the biggest, then by
 * name; at most GAME_SEARCH_LIMIT (a constant of the contract, the only value written into the text).
 */
export const gameSearchDocument = documentStatement(
  'game_search_document',
  `select 200 as status,
  coalesce(json_agg(${publicGame} order by g.over, g.participant_count desc, g.name, g.id), '[]') as body
from (
  select games.end_time <= now() as over, games.*
  from games
  where games.is_public and (games.name ilike $2 or games.description ilike $2)
  order by games.end_time <= now(), games.participant_count desc, games.name, games.id
  limit ${GAME_SEARCH_LIMIT}
) as g`,
);
