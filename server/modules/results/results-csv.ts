import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sql-rows';
import { HttpError } from '../../http-error';
import { loadGameForMember } from '../games/game-access';
import { finalizeGame } from '../game-end/finalize-game';

export const RESULTS_NOT_READY = 'Results are ready once the game has ended';
export const RESULTS_CSV_HEADER = ['position', 'name', 'score', 'medal', 'popularVote'];

/**
 * One RFC 4180 field: quoted when it holds a comma, a quote, a line break or edge spaces, quotes
 * doubled. Written here rather than pulling in a CSV library for five columns of one kind of file;
 * the test (results-csv.test.ts) reads the output back with the rules of the RFC.
 */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** Rows as an RFC 4180 file: CRLF after every record, the header first. */
export const toCsv = (rows: readonly (readonly string[])[]): string => rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');

/**
 * Content-Disposition for a download named after the game (RFC 6266): `filename` is a plain ASCII
 * fallback for old clients, `filename*` the real name in UTF-8, percent-encoded (RFC 5987), so
 * 'Café, “week 1”' arrives as itself. Path separators and control characters never reach a name.
 */
export function attachmentDisposition(gameName: string): string {
  const base = [...gameName].map((c) => (c < ' ' || c === '\u007f' || c === '/' || c === '\\' ? ' ' : c)).join('').trim() || 'results';
  const file = `${base} results.csv`;
  const ascii = file.replace(/[^\u0020-\u007e]/g, '_').replace(/["%;]/g, '_');
  const encoded = encodeURIComponent(file).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /api/games/{id}/results.csv (docs/decisions/0063-keep-playing.md): the final ranking of a
 * finished game for its participants, best first, as `position,name,score,medal,popularVote`. An
 * ended game nobody has finalised yet is finalised first, as the other reads do (game-end/finalize-first.ts).
 */
export async function resultsCsv(db: Database, gameId: string, userId: string): Promise<{ name: string; csv: string }> {
  const game = await loadGameForMember(db, gameId, userId);
  if (game.endTime.getTime() > Date.now()) throw new HttpError(400, RESULTS_NOT_READY);
  if (!game.finalizedAt) await finalizeGame(db, gameId);
  const rows = await sqlRows<{ position: number; name: string; score: number; medal: string | null; popular: boolean }>(db, sql`
    select r.position, api_display_name(u) as name, r.score, r.medal_type::text as medal, r.popular_vote as popular
    from game_results r join users u on u.id = r.user_id
    where r.game_id = ${gameId}
    order by r.position, api_display_name(u) collate "und-x-icu", r.user_id`);
  const records = rows.map((r) => [String(r.position), r.name, String(r.score), r.medal ?? '', String(r.popular)]);
  return { name: game.name, csv: toCsv([RESULTS_CSV_HEADER, ...records]) };
}
