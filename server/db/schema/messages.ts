import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, counter, createdAt, id, moderationColumns, time } from './columns';
import { games } from './games';
import { users } from './users';

export const messages = pgTable(
  'messages',
  {
    id: id(),
    gameId: belongsTo('game_id', () => games.id),
    senderId: belongsTo('sender_id', () => users.id),
    recipientId: belongsTo('recipient_id', () => users.id),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
    ...moderationColumns(),
  },
  (t) => [
    // Marking a thread read walks only my unread rows from that person in that game.
    index('messages_unread_idx').on(t.recipientId, t.gameId, t.senderId).where(sql`not ${t.isRead}`),
    // GET /api/messages pages by (created_at, id) keyset: each side is one backward range scan.
    index('messages_recipient_created_idx').on(t.recipientId, t.createdAt, t.id),
    index('messages_sender_created_idx').on(t.senderId, t.createdAt, t.id),
    // A thread is two directions of one pair in one game; also what a game's deletion cascades by.
    index('messages_thread_idx').on(t.gameId, t.senderId, t.recipientId, t.createdAt, t.id),
  ],
);

/**
 * The /messages list kept in the write transaction (docs/architecture.md §6: lists never aggregate messages on
 * the request): one row per side of each conversation, (me, the other person, the game), with its
 * newest message and how many of theirs I have not read. Sending upserts both rows; marking read
 * takes back exactly what it marked. Gone with the game or either person.
 */
export const conversations = pgTable(
  'conversations',
  {
    gameId: belongsTo('game_id', () => games.id),
    userId: belongsTo('user_id', () => users.id),
    otherUserId: belongsTo('other_user_id', () => users.id),
    lastMessageId: belongsTo('last_message_id', () => messages.id),
    lastMessageAt: time('last_message_at').notNull(),
    unreadCount: counter('unread_count'),
  },
  (t) => [
    // game_id first: a game's deletion cascades through the key.
    primaryKey({ name: 'conversations_pkey', columns: [t.gameId, t.userId, t.otherUserId] }),
    // The list, newest first, keyset by (last_message_at, last_message_id), scanned backward.
    index('conversations_user_last_idx').on(t.userId, t.lastMessageAt, t.lastMessageId),
    // The header badge sums only the conversations with something unread.
    index('conversations_unread_idx').on(t.userId, t.unreadCount).where(sql`${t.unreadCount} > 0`),
  ],
);
