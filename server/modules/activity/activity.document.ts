import { blocks, REMOVED_TEXT_SQL, removedFor } from '../../db/visibility-sql';
import { documentStatement } from '../../plugins/document-reads';

/**
 * How many posts one folded item may take from the candidate list: a share into up to this many
 * games always folds completely; a share into more still shows, with part of its game list.
 */
export const FOLD_FACTOR = 5;

/**
 * GET /api/activity?limit → activityListSchema (contract/activity.ts): Home's Recent Activity
 * (docs/product.md §2), the newest posts and comments in the games I take part in. $2: the limit.
 *
 * Never a scan of all posts: for each of my games (game_participants_user_idx) a LATERAL subquery
 * reads at most `limit` newest rows through posts_game_created_idx / comments_game_created_idx, so
 * the work is bounded by (my games × limit) index entries whatever the table sizes. `limit` per
 * game is enough: an item among the `limit` newest is always among the `limit` newest of its own
 * game. Games are joined to my few participant rows, not to the posts (joined on the posts, the
 * planner hashed the whole games table); authors and quoted posts are read by primary key for the
 * items shown only.
 *
 * The fold (docs/architecture.md §6): one share into several games is one post per game with the same author,
 * content and createdAt (to the millisecond, as the API writes times). The newest
 * limit × FOLD_FACTOR posts are the candidates, since a multi-game share takes one row per game.
 * Each group of them is one item: the first row (newest first, ties by id) gives its id, game and
 * author; `games` lists every game of the group once, in that order; the photo is the first one
 * present; `isMultiGame` when there are two games or more. A redacted post's text is ''. The fold's
 * key is the stored text; what is shown (`shown`) may differ from it.
 *
 * Items are newest first by their millisecond; within one millisecond posts come before comments,
 * each in their own order. The list is cut to `limit` before any JSON is built.
 *
 * Hidden and blocked (docs/decisions/0042-hidden-and-blocked-in-reads.md): posts and comments by
 * people I block are left out, and so are comments on their posts (their post is not on the game
 * page either); each scan probes user_blocks_pkey for the rows it reads. A hidden post or comment
 * reads REMOVED_BY_MODERATORS for everyone but its author, a hidden post without its photo, and a
 * hidden post never folds with a shown one (`is_removed` is part of the fold's key).
 */
export const activityDocument = documentStatement(
  'activity_document',
  `with candidates as (
  select p.id, p.game_id, g.name as game_name, p.user_id, p.content, p.shown, p.image_id, p.is_redacted, p.is_removed, p.created_at,
    row_number() over (order by p.created_at desc, p.id) as n
  from game_participants mine
  join games g on g.id = mine.game_id
  cross join lateral (
    select p.id, p.game_id, p.user_id, p.content,
      case when ${removedFor('p', 'p.user_id', 'me.id')} then ${REMOVED_TEXT_SQL} when p.is_redacted then '' else p.content end as shown,
      case when ${removedFor('p', 'p.user_id', 'me.id')} then null else p.image_id end as image_id,
      p.is_redacted, p.hidden_by is not null as is_removed, p.created_at
    from posts p where p.game_id = mine.game_id and not ${blocks('me.id', 'p.user_id')}
    order by p.created_at desc nulls last, p.id limit $2::int
  ) as p
  where mine.user_id = me.id
  order by p.created_at desc, p.id
  limit $2::int * ${FOLD_FACTOR}
),
grouped as (
  select c.*,
    -- The group's first row, and whether this row is the first of its game within the group.
    min(c.n) over (partition by c.user_id, date_trunc('milliseconds', c.created_at), c.is_redacted, c.is_removed, c.content) as head,
    row_number() over (partition by c.user_id, date_trunc('milliseconds', c.created_at), c.is_redacted, c.is_removed, c.content, c.game_id order by c.n) = 1 as first_of_game
  from candidates c
),
folds as (
  select f.head,
    json_agg(json_build_object('id', f.game_id, 'name', f.game_name) order by f.n) filter (where f.first_of_game) as games,
    count(*) filter (where f.first_of_game) as game_count,
    (array_agg(f.image_id order by f.n) filter (where f.image_id is not null))[1] as image_id
  from grouped f
  group by f.head
),
items as (
  select 0 as kind, h.n as pos, h.id, h.game_id, h.game_name, h.user_id, h.created_at,
    h.shown as content, h.is_redacted, h.is_removed,
    folds.image_id, folds.games, folds.game_count, h.id as post_id
  from grouped h join folds on folds.head = h.n
  where h.n = h.head
  union all
  (
    select 1, row_number() over (order by c.created_at desc, c.id), c.id, c.game_id, g.name, c.user_id, c.created_at,
      c.content, false, c.is_removed, null, null, 1, c.post_id
    from game_participants mine
    join games g on g.id = mine.game_id
    cross join lateral (
      select c.id, c.post_id, c.game_id, c.user_id,
        case when ${removedFor('c', 'c.user_id', 'me.id')} then ${REMOVED_TEXT_SQL} else c.content end as content,
        c.hidden_by is not null as is_removed, c.created_at
      from comments c where c.game_id = mine.game_id
        and not ${blocks('me.id', 'c.user_id')}
        and not ${blocks('me.id', '(select p.user_id from posts p where p.id = c.post_id)')}
      order by c.created_at desc nulls last limit $2::int
    ) as c
    where mine.user_id = me.id
    order by c.created_at desc, c.id
    limit $2::int
  )
),
shown as (
  select * from items
  order by date_trunc('milliseconds', created_at) desc, kind, pos
  limit $2::int
)
select 200 as status, coalesce(json_agg(json_build_object(
  'id', i.id,
  'type', case i.kind when 0 then 'post' else 'comment' end,
  'content', i.content,
  'createdAt', api_time(i.created_at),
  'image', '/api/images/' || i.image_id,
  'user', (select api_user(u) from users u where u.id = i.user_id),
  'gameId', i.game_id,
  'game', json_build_object('name', i.game_name),
  'games', coalesce(i.games, json_build_array(json_build_object('id', i.game_id, 'name', i.game_name))),
  'isMultiGame', i.game_count > 1,
  'postId', i.post_id,
  -- A comment quotes its post (the removed words if it is hidden from me), unless the post was
  -- redacted; a post quotes nothing.
  'postContent', case when i.kind = 1 then (
    select case when ${removedFor('p', 'p.user_id', 'me.id')} then ${REMOVED_TEXT_SQL} when p.is_redacted then null else p.content end
    from posts p where p.id = i.post_id
  ) end,
  'isRedacted', i.is_redacted,
  'isRemoved', i.is_removed
) order by date_trunc('milliseconds', i.created_at) desc, i.kind, i.pos), '[]') as body
from shown as i`,
);
