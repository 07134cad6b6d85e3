import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGame, signInAs } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';
import { games } from './schema/games';

/**
 * Every time column reads back as the instant stored (server/db/schema/columns.ts, decision
 * 0036). PostgreSQL sends a timestamptz as text ('0040-01-01 00:00:00+00'); drizzle's own column
 * handed that to `new Date()`, which read years 0–99 as 1950–2049 (the 2001 and 2040 the probe of
 * decision 0036 saw) and refuses an offset with seconds ('+00:19:32', Amsterdam's local mean time, as a
 * session in that zone writes 1900).
 */
describe('timestamps read back exactly', () => {
  const t = useTestApp();

  async function storedStart(text: string, timeZone = 'UTC'): Promise<string> {
    const me = await signInAs(t.db);
    const game = await createGame(t.db, me.user.id, { endTime: new Date('9999-12-31T23:59:59.999Z') });
    // Written as SQL: rows from before the range rule, or from another program.
    await t.db.execute(sql`update games set start_time = ${text}::timestamptz where id = ${game.id}`);
    const read = await t.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local time zone '${timeZone}'`));
      return tx.select({ startTime: games.startTime }).from(games).where(eq(games.id, game.id));
    });
    return read[0]!.startTime.toISOString();
  }

  it.each([
    ['0001-01-01 00:00:00+00', '0001-01-01T00:00:00.000Z'],
    ['0040-01-01 00:00:00+00', '0040-01-01T00:00:00.000Z'],
    ['0099-12-31 23:59:59.999999+00', '0099-12-31T23:59:59.999Z'],
    ['1900-01-01 00:00:00+00', '1900-01-01T00:00:00.000Z'],
    ['2026-11-26 12:34:56.789123+00', '2026-11-26T12:34:56.789Z'],
    ['9999-12-31 23:59:59.999999+00', '9999-12-31T23:59:59.999Z'],
  ])('%s reads back as %s', async (stored, expected) => {
    expect(await storedStart(stored)).toBe(expected);
  });

  it.each(['Europe/Amsterdam', 'America/New_York', 'Asia/Kolkata'])('1900-01-01 reads back as 1900-01-01 in a session in %s', async (zone) => {
    expect(await storedStart('1900-01-01 00:00:00+00', zone)).toBe('1900-01-01T00:00:00.000Z');
    expect(await storedStart('0040-06-01 12:00:00+00', zone)).toBe('0040-06-01T12:00:00.000Z');
  });
});
