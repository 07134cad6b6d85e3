import { sql } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Shared column builders, so every table spells ids and times the same way. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const time = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A name as an index key in ICU's root order (decision 0017), as the reads' ORDER BY writes it. */
export const byName = (column: AnyPgColumn) => sql`${column} collate "und-x-icu"`;
