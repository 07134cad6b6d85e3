import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, time } from './columns';
import { games } from './games';
import { messages } from './messages';
import { comments, posts } from './posts';
import { users } from './users';

/**
 * Trust and safety (docs/decisions/0040-trust-and-safety.md): reports, and who blocks whom.
 *
 * A report names its target through one of four foreign keys, so the report goes when its target
 * goes (a deleted post, comment, message or account) and never points at nothing. `target_user_id`
 * is always set: the author of the content, or the reported person. `game_id` is set for posts
 * and comments only: their game's moderators (creator and admins) act on those; every report also
 * reaches the operators.
 */
export const reports = pgTable(
  'reports',
  {
    id: id(),
    reporterId: belongsTo('reporter_id', () => users.id),
    targetType: text('target_type').notNull(),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    targetUserId: belongsTo('target_user_id', () => users.id),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    /** 'open' until someone acts: then 'removed' (the content was hidden) or 'dismissed'. */
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    resolvedAt: time('resolved_at'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('reports_target_type_check', sql`${t.targetType} in ('post', 'comment', 'message', 'user')`),
    check('reports_reason_check', sql`${t.reason} in ('spam', 'harassment', 'inappropriate', 'other')`),
    check('reports_status_check', sql`${t.status} in ('open', 'removed', 'dismissed')`),
    check(
      'reports_target_check',
      sql`(${t.targetType} = 'post') = (${t.postId} is not null)
        and (${t.targetType} = 'comment') = (${t.commentId} is not null)
        and (${t.targetType} = 'message') = (${t.messageId} is not null)`,
    ),
    // One report per person and target: reporting again returns the existing one.
    uniqueIndex('reports_reporter_target_key').on(
      t.reporterId,
      t.targetType,
      sql`coalesce(${t.postId}, ${t.commentId}, ${t.messageId}, ${t.targetUserId})`,
    ),
    // A game's moderators' queue and the operators' queue: open reports, oldest first.
    index('reports_open_game_idx').on(t.gameId, t.createdAt, t.id).where(sql`${t.status} = 'open'`),
    index('reports_open_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'open'`),
    // How many people have open reports on one target (three hide it at once).
    index('reports_post_idx').on(t.postId).where(sql`${t.postId} is not null`),
    index('reports_comment_idx').on(t.commentId).where(sql`${t.commentId} is not null`),
    index('reports_message_idx').on(t.messageId).where(sql`${t.messageId} is not null`),
    index('reports_target_user_idx').on(t.targetUserId),
    // My reports, newest first.
    index('reports_reporter_created_idx').on(t.reporterId, t.createdAt.desc(), t.id),
  ],
);

/** `blocker_id` blocks `blocked_id`: the blocked person can no longer reach the blocker (decision 0040). */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: belongsTo('blocker_id', () => users.id),
    blockedId: belongsTo('blocked_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_blocks_pkey', columns: [t.blockerId, t.blockedId] }),
    // "Does anyone I try to reach block me?" and an account's deletion cascade.
    index('user_blocks_blocked_idx').on(t.blockedId, t.blockerId),
    check('user_blocks_not_self_check', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);
