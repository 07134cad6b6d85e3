import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, counter, createdAt, id, moderationColumns, time } from './columns';
import { games } from './games';
import { users } from './users';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Photos live apart from posts: re-encoded, metadata stripped, served by URL only to people who may
 * see the post. Bytes in the database keep every server instance stateless.
 */
export const images = pgTable(
  'images',
  {
    id: id(),
    ownerId: belongsTo('owner_id', () => users.id),
    mimeType: text('mime_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    /** A profile photo (decision 0047): readable by any signed-in person, unlike a post's photo. */
    isAvatar: boolean('is_avatar').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('images_owner_idx').on(t.ownerId)],
);

export const posts = pgTable(
  'posts',
  {
    id: id(),
    gameId: belongsTo('game_id', () => games.id),
    userId: belongsTo('user_id', () => users.id),
    content: text('content').notNull(),
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    isRedacted: boolean('is_redacted').notNull().default(false),
    /** When the person did it (client time, accepted inside the game's window; docs/architecture.md §6). */
    createdAt: createdAt(),
    /** When the server got it: differs from createdAt for posts written offline. */
    receivedAt: time('received_at').notNull().default(sql`now()`),
    /** createdAt's date in the author's time zone when it was shared: the streak day it counts for (user_streak_days). */
    streakDay: date('streak_day', { mode: 'string' }).notNull(),
    updatedAt: time('updated_at').notNull().default(sql`now()`),
    upvoteCount: counter('upvote_count'),
    commentCount: counter('comment_count'),
    ...moderationColumns(),
    /**
     * True while the post's point is taken out of the scores and leaderboards because it is hidden.
     * Set and cleared only while its game is not finalised (results are final), in the transaction
     * that hides or restores it; recounts count the posts where it is false.
     */
    scoreWithheld: boolean('score_withheld').notNull().default(false),
  },
  (t) => [
    index('posts_game_created_idx').on(t.gameId, t.createdAt.desc(), t.id),
    index('posts_user_created_idx').on(t.userId, t.createdAt.desc(), t.id),
    // GET /api/images/{id} finds the posts showing an image; deleting an image nulls their image_id.
    index('posts_image_idx').on(t.imageId).where(sql`${t.imageId} is not null`),
  ],
);

export const upvotes = pgTable(
  'upvotes',
  {
    postId: belongsTo('post_id', () => posts.id),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('upvotes_user_idx').on(t.userId)],
);

export const comments = pgTable(
  'comments',
  {
    id: id(),
    postId: belongsTo('post_id', () => posts.id),
    /** Repeated from the post so the activity feed can read comments by game without a join. */
    gameId: belongsTo('game_id', () => games.id),
    userId: belongsTo('user_id', () => users.id),
    content: text('content').notNull(),
    createdAt: createdAt(),
    ...moderationColumns(),
  },
  (t) => [
    index('comments_post_created_idx').on(t.postId, t.createdAt),
    index('comments_game_created_idx').on(t.gameId, t.createdAt.desc()),
    index('comments_user_idx').on(t.userId),
  ],
);
