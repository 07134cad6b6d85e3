import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE } from '@contract/dates';
import { games } from '../../db/schema/games';
import { createGame, gameBody, signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';

/**
 * docs/decisions/0036-dates-in-range.md: a game's dates lie in 1900-01-01 … 9999-12-31, else 400 with a
 * message; an answer reports exactly what was stored. The probe found `PUT /api/games/{id}` with
 * a start in year 0000 answering 500, and years 0001 / 0040 answering 200 with 2001 / 2040 while
 * 0001 / 0040 were stored (docs/decisions/0036-dates-in-range.md).
 */
describe('game dates stay in 1900 … 9999 and read back exactly', () => {
  const t = useTestApp();
  const END = '9999-12-31T23:59:59.999Z';

  async function managedGame() {
    const me = await signInAs(t.db);
    const game = await createGame(t.db, me.user.id);
    const put = (body: Record<string, unknown>) => t.request({ method: 'PUT', url: `/api/games/${game.id}`, headers: me.headers, payload: gameBody(body) });
    return { me, game, put };
  }

  it.each([
    ['year 0000 (a 500 before)', { startTime: '0000-01-01T00:00:00.000Z', endTime: END }, 'startTime'],
    ['year 0001 (answered as 2001 before)', { startTime: '0001-01-01T00:00:00.000Z', endTime: END }, 'startTime'],
    ['year 0040 (answered as 2040 before)', { startTime: '0040-01-01T00:00:00.000Z', endTime: END }, 'startTime'],
    ['the last millisecond of 1899', { startTime: '1899-12-31T23:59:59.999Z', endTime: END }, 'startTime'],
    ['1900 in a zone east of UTC (1899 in UTC)', { startTime: '1900-01-01T00:30:00+01:00', endTime: END }, 'startTime'],
    ['an end in 10000 (UTC) written with an offset', { startTime: '2030-01-01T00:00:00Z', endTime: '9999-12-31T23:00:00-05:00' }, 'endTime'],
  ])('PUT refuses %s with 400 and a message, and stores nothing', async (_label, dates, field) => {
    const { game, put } = await managedGame();
    const res = await put(dates);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message: `${field}: ${DATE_OUT_OF_RANGE}` } });
    const [stored] = await t.db.select().from(games).where(eq(games.id, game.id));
    expect([stored!.startTime.toISOString(), stored!.endTime.toISOString(), stored!.finalizedAt]).toEqual([
      game.startTime.toISOString(),
      game.endTime.toISOString(),
      null,
    ]);
  });

  it('PUT accepts the first and last instants of the range and every answer reports them exactly', async () => {
    const { game, me, put } = await managedGame();
    const first = '1900-01-01T00:00:00.000Z';
    const res = await put({ startTime: first, endTime: END });
    expect(res.statusCode, res.body).toBe(200);
    expect([res.json().startTime, res.json().endTime]).toEqual([first, END]);
    // The document read (SQL-built JSON) and the stored row say the same.
    const read = await t.request({ method: 'GET', url: `/api/games/${game.id}`, headers: me.headers });
    expect([read.json().startTime, read.json().endTime]).toEqual([first, END]);
    const [stored] = await t.db.select().from(games).where(eq(games.id, game.id));
    expect([stored!.startTime.toISOString(), stored!.endTime.toISOString()]).toEqual([first, END]);
  });

  it('POST refuses an end past 9999 with 400 and a message', async () => {
    const me = await signInAs(t.db);
    const res = await t.request({
      method: 'POST',
      url: '/api/games',
      headers: me.headers,
      payload: gameBody({ endTime: '9999-12-31T23:59:59.999-00:01' }),
    });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message: `endTime: ${DATE_OUT_OF_RANGE}` } });
  });
});
