import { sql } from 'drizzle-orm';
import { customType, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import pg from 'pg';

/**
 * PostgreSQL's text form of a timestamptz ('0040-01-01 00:00:00+00') as a Date, by node-postgres's
 * own parser. drizzle's `timestamp` column hands that text to `new Date()`, which reads years 0–99
 * as 2000–2049 / 1950–1999 and refuses an offset with seconds ('+00:19:32', a zone's local mean time
 * before 1900-ish): an answer then reported another year than the one stored
 * (docs/decisions/0036-dates-in-range.md).
 */
const parseTimestamptz = pg.types.getTypeParser(pg.types.builtins.TIMESTAMPTZ, 'text') as (text: string) => Date;

/** `timestamp with time zone` as a Date, read back exactly (same SQL type as drizzle's `timestamp`). */
const timestamptz = customType<{ data: Date; driverData: string }>({
  dataType: () => 'timestamp with time zone',
  toDriver: (value) => value.toISOString(),
  fromDriver: parseTimestamptz,
});

/** Shared column builders, so every table spells ids and times the same way. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const time = (name: string) => timestamptz(name);
export const createdAt = () => time('created_at').notNull().default(sql`now()`);

/** A required reference to the row this one belongs to: deleting that row deletes this one. */
export const belongsTo = <Name extends string>(name: Name, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** A name as an index key in ICU's root order (decision 0017), as the reads' ORDER BY writes it. */
export const byName = (column: AnyPgColumn) => sql`${column} collate "und-x-icu"`;
