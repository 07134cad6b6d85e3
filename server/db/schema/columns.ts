import { sql } from 'drizzle-orm';
import { customType, integer, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

/** The key of a row that extends another table's row one-to-one (a person's stats): deleting that row deletes this one. */
export const extensionOf = <Name extends string>(name: Name, target: () => AnyPgColumn) =>
  uuid(name).primaryKey().references(target, { onDelete: 'cascade' });

/**
 * A count or figure kept in the row, starting at 0: written with the change that moves it (or by a
 * refresh job), so reads never count rows (docs/architecture.md §6).
 */
export const counter = (name: string) => integer(name).notNull().default(0);

/**
 * Hidden by moderation (decision 0040): `hidden_by` is 'reports' (three people reported it, until a
 * moderator decides), 'moderators' (a moderator or operator hid it) or 'suspension' (its author is
 * suspended); both null when shown. The same two columns on posts, comments and messages.
 */
export const moderationColumns = () => ({
  hiddenBy: text('hidden_by'),
  hiddenAt: time('hidden_at'),
});

/** A name as an index key in ICU's root order (decision 0017), as the reads' ORDER BY writes it. */
export const byName = (column: AnyPgColumn) => sql`${column} collate "und-x-icu"`;
