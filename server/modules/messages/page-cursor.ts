import { z } from 'zod';
import { isoDateTime } from '@contract/dates';
import { cursorQuerySchema } from '@contract/messages';

/**
 * The opaque cursor of the message lists (contract cursorQuerySchema, docs/architecture.md §6 "paged by a
 * cursor"): base64url of the last row's time to the microsecond and its id, `time|id`. A page is
 * the rows strictly before that (time, id) pair, newest first: a keyset, so rows written while
 * someone pages only ever land before the first page, never shift a later one (no gaps, no
 * repeats). The time keeps PostgreSQL's microseconds: the API's millisecond times would make rows
 * of one millisecond skip each other.
 */

export const INVALID_CURSOR = 'Invalid cursor';

/** Where the first page starts: before every row. */
export const FIRST_PAGE = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' } as const;
export type PagePosition = { at: string; id: string };

const DECODED = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/**
 * The time of a cursor obeys the rule of every date a client sends (contract/dates.ts): a real
 * calendar day (no 2026-02-30) inside 1900 … 9999. PostgreSQL refuses year 0 with an error (a 500
 * before this check, docs/decisions/0036-dates-in-range.md).
 */
const cursorTime = isoDateTime();

/** The position a cursor names, or null for anything this server did not write. */
export function decodeCursor(cursor: string): PagePosition | null {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  // Node's decoder skips characters it doesn't know: only a cursor that encodes back is ours.
  if (Buffer.from(text, 'utf8').toString('base64url') !== cursor) return null;
  if (!DECODED.test(text)) return null;
  const [at, id] = text.split('|') as [string, string];
  if (!cursorTime.safeParse(at).success) return null;
  return { at, id };
}

/** What the server writes, for tests and the seeding script. */
export function encodeCursor(position: PagePosition): string {
  return Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');
}

/**
 * SQL: the cursor of a row whose time and id are given, as `encodeCursor` writes it. PostgreSQL's
 * base64 breaks lines every 76 characters and pads; base64url has neither.
 */
export const cursorSql = (at: string, id: string) =>
  `translate(encode(convert_to(to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || ${id}, 'UTF8'), 'base64'), E'+/=\\n', '-_')`;

/**
 * `?cursor=&limit=` with the cursor decoded (FIRST_PAGE without one). A bad cursor is a validation
 * error like any other, so a visitor still gets 401 first (documentRoute) and a person 400.
 */
export const pageQuerySchema = cursorQuerySchema.transform((query, ctx) => {
  if (query.cursor === undefined) return { position: FIRST_PAGE as PagePosition, limit: query.limit };
  const position = decodeCursor(query.cursor);
  if (!position) {
    ctx.addIssue({ code: 'custom', message: INVALID_CURSOR, input: query.cursor });
    return z.NEVER;
  }
  return { position, limit: query.limit };
});

/** The document values of a page: $n the time, $n+1 the id, $n+2 the limit. */
export const pageValues = (query: { position: PagePosition; limit: number }) => [query.position.at, query.position.id, query.limit];
