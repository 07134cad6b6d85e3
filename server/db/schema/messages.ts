import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { games } from './games';
import { users } from './users';

export const messages = pgTable(
  'messages',
  {
    id: id(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    // The header badge counts only unread rows: a partial index keeps that count tiny.
    index('messages_unread_idx').on(t.recipientId).where(sql`not ${t.isRead}`),
    index('messages_recipient_created_idx').on(t.recipientId, t.createdAt.desc()),
    index('messages_sender_created_idx').on(t.senderId, t.createdAt.desc()),
  ],
);
