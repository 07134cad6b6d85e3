import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, counter, createdAt, id, time } from './columns';
import { games } from './games';
import { users } from './users';

export const medalType = pgEnum('medal_type', ['gold', 'silver', 'bronze']);
export const notificationType = pgEnum('notification_type', ['game_won', 'game_completed', 'game_ending']);

/** Written once when a game is finalised (docs/architecture.md §6 "Scores, results, medals"). */
export const gameResults = pgTable(
  'game_results',
  {
    gameId: belongsTo('game_id', () => games.id),
    userId: belongsTo('user_id', () => users.id),
    position: integer('position').notNull(),
    score: integer('score').notNull(),
    medalType: medalType('medal_type'),
    /** The popular-vote medal comes on top of a placing medal, so it is its own flag. */
    popularVote: boolean('popular_vote').notNull().default(false),
    upvotesReceived: counter('upvotes_received'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gameId, t.userId] }), index('game_results_user_idx').on(t.userId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    gameId: belongsTo('game_id', () => games.id),
    type: notificationType('type').notNull(),
    createdAt: createdAt(),
    readAt: time('read_at'),
  },
  (t) => [
    // One notification of each type per person per game, however many instances finalise or
    // remind at once (the result, and the reminder before the end: docs/decisions/0063-keep-playing.md).
    uniqueIndex('notifications_user_game_type_key').on(t.userId, t.gameId, t.type),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);
