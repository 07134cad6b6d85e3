import type { NamedStatement } from '../../db/prepared-rows';

/**
 * The export's statements (docs/decisions/0048-data-export.md). Each page statement takes the
 * person ($1), a keyset cursor ($2, $3: the last row's time as exact text and its id) and the page
 * size ($4), and returns rows of [cursor time, cursor id, the row's JSON as text], built by
 * PostgreSQL as the document reads are (decision 0016). Only the person's own rows; of anyone else
 * only what the app already shows them (a game's name, a person's display name), never an email.
 */

/** The cursor before the first row of an ascending walk, and of a descending one. */
export const NO_ID = '00000000-0000-0000-0000-000000000000';
export const FIRST_ASCENDING: readonly [string, string] = ['-infinity', NO_ID];
export const FIRST_DESCENDING: readonly [string, string] = ['infinity', NO_ID];

/** The photo's path in the archive, from the post id and the stored type (`i`: images, `p`: posts). */
const PHOTO_PATH = `'photos/' || p.id || '.' || case i.mime_type
  when 'image/jpeg' then 'jpg' when 'image/png' then 'png' when 'image/webp' then 'webp'
  when 'image/gif' then 'gif' when 'image/avif' then 'avif' else 'bin' end`;

/** Oldest first by (time, id): the row comparison follows the index on (person, time, id). */
const ascending = (time: string, id: string) => `(${time}, ${id}) > ($2::timestamptz, $3::uuid) order by ${time}, ${id} limit $4::int`;

/** account.json: profile fields, never the password hash, provider subject or sessions. */
export const ACCOUNT: NamedStatement = {
  name: 'export_account',
  text: `select json_build_object(
  'id', u.id, 'username', u.username, 'firstName', u.first_name, 'lastName', u.last_name,
  'displayName', api_display_name(u), 'email', u.email, 'bio', u.bio, 'profileImageUrl', u.profile_image_url,
  'signInWith', case when u.oidc_issuer is not null then 'openid' else 'password' end,
  'openIdProvider', u.oidc_issuer, 'isOperator', u.is_operator,
  'createdAt', api_time(u.created_at), 'updatedAt', api_time(u.updated_at))::text
from users u where u.id = $1::uuid`,
};

/** games.json: the games the person is in, in the order they joined. */
export const GAMES: NamedStatement = {
  name: 'export_games_page',
  text: `select gp.created_at::text, gp.game_id, json_build_object(
  'id', g.id, 'name', g.name, 'description', g.description,
  'startTime', api_time(g.start_time), 'endTime', api_time(g.end_time),
  'status', api_game_status(g.start_time, g.end_time), 'isPublic', g.is_public,
  'role', case when g.creator_id = gp.user_id then 'creator' when gp.is_admin then 'admin' else 'player' end,
  'score', gp.score, 'likesReceived', gp.upvotes_received,
  'joinedAt', api_time(gp.created_at), 'finalizedAt', api_time(g.finalized_at))::text
from game_participants gp join games g on g.id = gp.game_id
where gp.user_id = $1::uuid and ${ascending('gp.created_at', 'gp.game_id')}`,
};

/**
 * posts.json, newest first: posts_user_created_idx is (user_id, created_at desc, id), so the walk
 * is created_at descending, id ascending within one instant, read forward on the index.
 */
const newestFirst = `p.user_id = $1::uuid and p.created_at <= $2::timestamptz and (p.created_at < $2::timestamptz or p.id > $3::uuid)
order by p.created_at desc, p.id limit $4::int`;

export const POSTS: NamedStatement = {
  name: 'export_posts_page',
  text: `select p.created_at::text, p.id, json_build_object(
  'id', p.id, 'gameId', p.game_id, 'game', g.name, 'content', p.content,
  'createdAt', api_time(p.created_at), 'receivedAt', api_time(p.received_at), 'updatedAt', api_time(p.updated_at),
  'likeCount', p.upvote_count, 'commentCount', p.comment_count,
  'photo', case when i.id is null then null else ${PHOTO_PATH} end,
  'redacted', p.is_redacted, 'removedByModerators', p.hidden_by is not null)::text
from posts p join games g on g.id = p.game_id left join images i on i.id = p.image_id
where ${newestFirst}`,
};

/** The photos of the person's posts, in posts.json's order: [time, post id, path, image id]. */
export const PHOTOS: NamedStatement = {
  name: 'export_photos_page',
  text: `select p.created_at::text, p.id, ${PHOTO_PATH}, i.id
from posts p join images i on i.id = p.image_id
where ${newestFirst}`,
};

/** One photo's bytes, read on its own so only one is in memory at a time. */
export const PHOTO_BYTES: NamedStatement = {
  name: 'export_photo_bytes',
  text: `select i.bytes from images i where i.id = $2::uuid and i.owner_id = $1::uuid`,
};

/** comments.json. */
export const COMMENTS: NamedStatement = {
  name: 'export_comments_page',
  text: `select c.created_at::text, c.id, json_build_object(
  'id', c.id, 'postId', c.post_id, 'gameId', c.game_id, 'game', g.name, 'content', c.content,
  'createdAt', api_time(c.created_at), 'removedByModerators', c.hidden_by is not null)::text
from comments c join games g on g.id = c.game_id
where c.user_id = $1::uuid and ${ascending('c.created_at', 'c.id')}`,
};

/** likes.json: which posts, in which game, when; not the posts' content (it is others'). */
export const LIKES: NamedStatement = {
  name: 'export_likes_page',
  text: `select l.created_at::text, l.post_id, json_build_object(
  'postId', l.post_id, 'gameId', p.game_id, 'game', g.name, 'likedAt', api_time(l.created_at))::text
from upvotes l join posts p on p.id = l.post_id join games g on g.id = p.game_id
where l.user_id = $1::uuid and ${ascending('l.created_at', 'l.post_id')}`,
};

/**
 * messages.json: sent and received, oldest first: two range scans (messages_sender_created_idx,
 * messages_recipient_created_idx) merged. Messages from people the person blocks are theirs too.
 * A received message the moderators hid reads as removed in the app, so its text stays out here
 * as well (content null); one the person sent keeps its text.
 */
export const MESSAGES: NamedStatement = {
  name: 'export_messages_page',
  text: `select m.created_at::text, m.id, json_build_object(
  'id', m.id, 'direction', case when m.sender_id = $1::uuid then 'sent' else 'received' end,
  'gameId', m.game_id, 'game', g.name,
  'otherPerson', json_build_object('id', o.id, 'displayName', api_display_name(o)),
  'content', case when m.hidden_by is not null and m.sender_id <> $1::uuid then null else m.content end,
  'createdAt', api_time(m.created_at), 'read', m.is_read, 'removedByModerators', m.hidden_by is not null)::text
from (
  (select * from messages s where s.sender_id = $1::uuid and ${ascending('s.created_at', 's.id')})
  union all
  (select * from messages r where r.recipient_id = $1::uuid and ${ascending('r.created_at', 'r.id')})
) m
join games g on g.id = m.game_id
join users o on o.id = case when m.sender_id = $1::uuid then m.recipient_id else m.sender_id end
order by m.created_at, m.id limit $4::int`,
};

/** results.json: finalised games' results (written once at finalisation). */
export const RESULTS: NamedStatement = {
  name: 'export_results_page',
  text: `select r.created_at::text, r.game_id, json_build_object(
  'gameId', r.game_id, 'game', g.name, 'endTime', api_time(g.end_time),
  'rank', r.position, 'score', r.score,
  'medals', to_json(array_remove(array[r.medal_type::text, case when r.popular_vote then 'popularVote' end], null)),
  'likesReceived', r.upvotes_received, 'finalizedAt', api_time(r.created_at))::text
from game_results r join games g on g.id = r.game_id
where r.user_id = $1::uuid and ${ascending('r.created_at', 'r.game_id')}`,
};
