import { describe, expect, it } from 'vitest';
import { createGameCast, sharePost } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { users } from '../../db/schema/users';
import { eq } from 'drizzle-orm';
import { attachmentDisposition, csvField, toCsv } from './results-csv';

/** RFC 4180 read back, field by field: what a spreadsheet does with the file. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (quoted) field += c;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  return rows;
}

const HOUR = 3_600_000;

describe('the results file', () => {
  const t = useTestApp();

  it('quotes names with commas, quotes and line breaks so they read back as themselves', () => {
    const names = ['Smith, Ann', 'Bob "the Rock"', 'two\nlines', 'cr\r\nlf', ' padded ', 'plain'];
    expect(parseCsv(toCsv([['name'], ...names.map((n) => [n])]))).toEqual([['name'], ...names.map((n) => [n])]);
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
  });

  it('names the file after the game, in ASCII and in UTF-8 (RFC 6266, 5987)', () => {
    expect(attachmentDisposition('Café, "week 1"/2')).toBe(
      `attachment; filename="Caf_, _week 1_ 2 results.csv"; filename*=UTF-8''Caf%C3%A9%2C%20%22week%201%22%202%20results.csv`,
    );
    expect(attachmentDisposition('\n')).toContain('filename="results results.csv"');
  });

  it('is for participants of a finished game: 401 first, 403, 404, 400 while it runs; the ranking best first', async () => {
    const cast = await createGameCast(t.db, { name: 'Ski, "Trip"', startTime: new Date(Date.now() - 3 * HOUR), endTime: new Date(Date.now() + HOUR) });
    const url = `/api/games/${cast.game.id}/results.csv`;
    await t.db.update(users).set({ firstName: 'Ann, "A"', lastName: 'new\nline' }).where(eq(users.id, cast.author.user.id));
    await sharePost(t.db, cast.author.user.id, cast.game.id);
    await sharePost(t.db, cast.author.user.id, cast.game.id);
    await sharePost(t.db, cast.admin.user.id, cast.game.id);
    expect((await t.request({ method: 'GET', url })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `/api/games/${crypto.randomUUID()}/results.csv` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url, headers: cast.stranger.headers })).statusCode).toBe(403);
    const missing = await t.request({ method: 'GET', url: `/api/games/${crypto.randomUUID()}/results.csv`, headers: cast.creator.headers });
    expect(missing.statusCode).toBe(404);
    const early = await t.request({ method: 'GET', url, headers: cast.participant.headers });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ message: string }>().message).toBe('Results are ready once the game has ended');

    // Ended now; nobody has finalised it yet: the download does.
    await t.request({ method: 'PUT', url: `/api/games/${cast.game.id}`, headers: cast.creator.headers, payload: {
      name: cast.game.name, startTime: cast.game.startTime.toISOString(), endTime: new Date().toISOString(), isPublic: true,
    } });
    const res = await t.request({ method: 'GET', url, headers: cast.participant.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''Ski%2C%20%22Trip%22%20results.csv`);
    const rows = parseCsv(res.body);
    expect(rows[0]).toEqual(['position', 'name', 'score', 'medal', 'popularVote']);
    expect(rows[1]).toEqual(['1', 'Ann, "A" new\nline', '2', 'gold', 'false']);
    expect(rows[2]).toEqual(['2', expect.any(String), '1', 'silver', 'false']);
    expect(rows.slice(3).map((r) => [r[0], r[2], r[3]])).toEqual([['3', '0', ''], ['3', '0', '']]);
  });
});
