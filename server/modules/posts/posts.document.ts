import { POST_COMMENTS_MAX } from '@contract/posts';
import { blocks, isRemoved, removedFor, shownText } from '../../db/visibility-sql';
import { documentStatement } from '../../plugins/document-reads';

/**
 * One post `p` (a posts row) as `me` sees it: contract postSchema, the same fields and rules as the
 * answers of the writes (post-view.ts). docs/product.md §3: a redacted post keeps its record, photo, likes and
 * comments but shows '' as its text. Counts come from the counter columns (docs/architecture.md performance rule);
 * author and game by primary key per row. The like is a primary-key probe of upvotes with LIMIT 1:
 * a join or a plain EXISTS let the planner read every like the viewer ever gave (decision 0006).
 * Comments: the newest POST_COMMENTS_MAX through comments_post_created_idx, shown oldest first;
 * a post whose counter says none is not looked up.
 *
 * Hidden posts and comments read REMOVED_BY_MODERATORS for everyone but their author, a hidden
 * post without its photo; `isRemoved` says so to everyone. Comments written by people `me` blocks
 * are left out (a probe of user_blocks_pkey per comment read); `_count.comments` stays the
 * counter, which counts them (docs/decisions/0042-hidden-and-blocked-in-reads.md).
 */
const postJson = `json_build_object(
  'id', p.id,
  'content', ${shownText('p', 'p.user_id', 'me.id', `case when p.is_redacted then '' else p.content end`)},
  'image', case when not ${removedFor('p', 'p.user_id', 'me.id')} then '/api/images/' || p.image_id end,
  'gameId', p.game_id,
  'userId', p.user_id,
  'createdAt', api_time(p.created_at),
  'user', (select api_user(u) from users u where u.id = p.user_id),
  'game', (
    select json_build_object('name', g.name, 'status', api_game_status(g.start_time, g.end_time))
    from games g where g.id = p.game_id
  ),
  'isUpvoted', coalesce((select true from upvotes v where v.post_id = p.id and v.user_id = me.id limit 1), false),
  'isRedacted', p.is_redacted,
  'isRemoved', ${isRemoved('p')},
  '_count', json_build_object('upvotes', p.upvote_count, 'comments', p.comment_count),
  'comments', case when p.comment_count = 0 then '[]'::json else (
    select coalesce(json_agg(json_build_object(
      'id', c.id,
      'content', ${shownText('c', 'c.user_id', 'me.id')},
      'postId', c.post_id,
      'userId', c.user_id,
      'user', (select api_user(u) from users u where u.id = c.user_id),
      'createdAt', api_time(c.created_at),
      'isRemoved', ${isRemoved('c')}
    ) order by c.created_at, c.id), '[]')
    from (
      select c.id, c.content, c.post_id, c.user_id, c.created_at, c.hidden_by from comments c
      where c.post_id = p.id and not ${blocks('me.id', 'c.user_id')}
      order by c.created_at desc, c.id desc limit ${POST_COMMENTS_MAX}
    ) as c
  ) end
)`;

/**
 * A page of posts (contract postsPageSchema), newest first with ties by id. `rows` picks the posts
 * `p` of one game or one author by the leading column of posts_game_created_idx or
 * posts_user_created_idx, and `key` is that column: ordering by it first (one value throughout)
 * lets the planner walk the index in order and stop after the page, with no sort. One row more
 * than the page tells hasMore without counting; the document is built only for the rows shown.
 * `page` and `limit` name the parameters.
 */
function postsPageJson(rows: string, key: string, page: string, limit: string): string {
  const order = `${key}, p.created_at desc nulls last, p.id`;
  return `(
    select json_build_object(
      'posts', coalesce(json_agg(${postJson} order by p.n) filter (where p.n <= ${page}::bigint * ${limit}::int), '[]'),
      'hasMore', count(*) > ${limit}::int
    )
    from (
      select p.*, row_number() over (order by ${order}) as n
      from posts p where ${rows}
      order by ${order}
      limit ${limit}::int + 1 offset (${page}::bigint - 1) * ${limit}::int
    ) as p
  )`;
}

/**
 * GET /api/posts?gameId&page&limit → postsPageSchema: a game's posts for its participants
 * ; the game's 404 and the participant 403 as every game read answers them. Posts by
 * people I block are left out: the walk of posts_game_created_idx probes user_blocks_pkey for
 * each post it reads (decision 0042). $2 the game id, $3 the page, $4 the page size.
 */
export const postsPageDocument = documentStatement(
  'posts_page_document',
  `select
  case when g.id is null then 404 when mine.user_id is null then 403 else 200 end as status,
  case when mine.user_id is null then null else ${postsPageJson(`p.game_id = $2 and not ${blocks('me.id', 'p.user_id')}`, 'p.game_id', '$3', '$4')} end as body
from (select 1) as one
left join games g on g.id = $2
left join game_participants mine on mine.game_id = g.id and mine.user_id = me.id`,
);

/**
 * GET /api/user/accomplishments?page&limit → postsPageSchema: my own posts in every game, newest
 * first, through posts_user_created_idx (docs/product.md §7 "Auth and user", the Profile's Accomplishments
 * tab). No game check: a post is mine to see wherever it is. $2 the page, $3 the page size.
 *
 * `p.user_id >= me.id and p.user_id <= me.id` is `p.user_id = me.id` written as a range on
 * purpose. me.id is known only when the statement runs (it comes from the session row), so the
 * planner estimates an average author's posts for it; with an equality that is a handful, and it
 * chose to fetch all of them with a bitmap scan and sort them: for a prolific author (measured:
 * 5,000 posts) every post read for a page of 20. A range is estimated wider, and the plan walks
 * the index in order and stops after the page, whoever asks.
 */
export const userAccomplishmentsDocument = documentStatement(
  'user_accomplishments_document',
  `select 200 as status, ${postsPageJson('p.user_id >= me.id and p.user_id <= me.id', 'p.user_id', '$2', '$3')} as body`,
);
