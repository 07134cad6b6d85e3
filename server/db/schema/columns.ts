import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders, so every table spells ids and times the same way. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
