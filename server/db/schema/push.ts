import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, extensionOf, id } from './columns';
import { users } from './users';

/**
 * Web Push (docs/architecture.md §6 "Live updates and push"): one row per device (the browser's push endpoint,
 * unique: a device that another person signs in on moves to them). Deleted when the push service
 * answers 404/410, on unsubscribing, and with the person.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** A person's choices per kind; no row means everything on (pushes only reach subscribed devices). */
export const pushPreferences = pgTable('push_preferences', {
  userId: extensionOf('user_id', () => users.id),
  gameResults: boolean('game_results').notNull().default(true),
  invitations: boolean('invitations').notNull().default(true),
  joinRequests: boolean('join_requests').notNull().default(true),
  messages: boolean('messages').notNull().default(true),
  /** The reminder a day before a game ends (docs/decisions/0063-keep-playing.md). */
  reminders: boolean('reminders').notNull().default(true),
});

/**
 * Values the server makes once and every instance then shares, e.g. the VAPID key pair when the
 * environment sets none (the first instance's insert wins; the others read it).
 */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
