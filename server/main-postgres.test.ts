import { existsSync } from 'node:fs';
import pg from 'pg';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startApp } from '../tools/app-process';
import { createEmptyPostgresDatabase } from '../tools/postgres-cluster';
import { databaseUnavailable, usingPostgres } from '../tests/support/test-database';

// Only the 'server-pg' project has a PostgreSQL to point DATABASE_URL at.
describe.runIf(usingPostgres() && !databaseUnavailable())('server/main.ts with DATABASE_URL', () => {
  it('migrates an empty PostgreSQL database, serves the API from it, and stops cleanly', async () => {
    const empty = await createEmptyPostgresDatabase(inject('postgresAdminUrl'));
    const app = await startApp({ env: { DATABASE_URL: empty.url, STATIC_DIR: '', LOG_LEVEL: 'warn' } });
    try {
      const signUp = await fetch(`${app.baseUrl}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: app.baseUrl },
        body: JSON.stringify({ username: 'pg_person', password: 'long enough password', firstName: 'Pat' }),
      });
      expect(signUp.status, app.output()).toBe(201);
      const cookie = signUp.headers.get('set-cookie')!.split(';')[0]!;
      const stats = await fetch(`${app.baseUrl}/api/user/stats`, { headers: { cookie } });
      expect(stats.status).toBe(200);
      expect((await stats.json()).goldMedals).toBe(0);
      // The data lives in PostgreSQL: no PGlite folder was made in DATA_DIR.
      expect(existsSync(path.join(app.dataDir, 'pgdata'))).toBe(false);
    } finally {
      await app.stop();
      await empty.drop();
    }
    expect(app.output()).not.toMatch(/Error/);
  });
});

describe.runIf(usingPostgres() && !databaseUnavailable())('two server processes on one PostgreSQL', () => {
  it('finalise an ended game exactly once, whichever gets the reads', async () => {
    const empty = await createEmptyPostgresDatabase(inject('postgresAdminUrl'));
    const env = { DATABASE_URL: empty.url, STATIC_DIR: '', LOG_LEVEL: 'warn' };
    const [a, b] = await Promise.all([startApp({ env }), startApp({ env })]);
    try {
      const call = async (server: typeof a, method: string, path: string, cookie?: string, body?: unknown) => {
        const response = await fetch(`${server.baseUrl}${path}`, {
          method,
          headers: { origin: server.baseUrl, ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
        return { status: response.status, cookie: response.headers.get('set-cookie')?.split(';')[0], body: await response.json() };
      };
      const signUp = async (server: typeof a, username: string) =>
        (await call(server, 'POST', '/api/auth/signup', undefined, { username, password: 'long enough password', firstName: username }))
          .cookie!;
      const [ann, ben, cat] = [await signUp(a, 'ann'), await signUp(b, 'ben'), await signUp(a, 'cat')];
      const start = new Date(Date.now() - 60_000).toISOString();
      const created = await call(a, 'POST', '/api/games', ann, { name: 'Cold showers', startTime: start, endTime: new Date(Date.now() + 3_600_000).toISOString() });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const game = created.body as { id: string; inviteCode: string };
      expect((await call(b, 'POST', `/api/games/join/${game.inviteCode}`, ben)).status).toBe(200);
      expect((await call(b, 'POST', `/api/games/join/${game.inviteCode}`, cat)).status).toBe(200);
      for (const [server, who] of [[a, ben], [b, ben], [b, cat]] as const) {
        expect((await call(server, 'POST', '/api/posts', who, { content: 'Did it', gameId: game.id })).status).toBe(201);
      }
      // Ann ends it early, then everybody looks at once, through both servers.
      const ended = await call(a, 'PUT', `/api/games/${game.id}`, ann, { name: 'Cold showers', startTime: start, endTime: new Date().toISOString() });
      expect(ended.body.status).toBe('completed');
      const people = [ann, ben, cat];
      const reads = await Promise.all(
        Array.from({ length: 10 }, (_, i) => call(i % 2 ? a : b, 'GET', i % 3 ? `/api/games/${game.id}/results` : '/api/notifications/games', people[i % 3])),
      );
      expect(reads.map((r) => r.status)).toEqual(Array(10).fill(200));

      const db = new pg.Client({ connectionString: empty.url });
      await db.connect();
      try {
        const { rows } = await db.query<{ username: string; medal: string | null; notes: number; gold: number; completed: number }>(`
          select u.username, r.medal_type as medal,
            (select count(*)::int from notifications n where n.user_id = u.id and n.game_id = r.game_id) as notes,
            s.gold_medals as gold, s.games_completed as completed
          from game_results r join users u on u.id = r.user_id join user_stats s on s.user_id = u.id
          where r.game_id = $1 order by u.username`, [game.id]);
        expect(rows).toEqual([
          { username: 'ann', medal: null, notes: 1, gold: 0, completed: 1 },
          { username: 'ben', medal: 'gold', notes: 1, gold: 1, completed: 1 },
          { username: 'cat', medal: 'silver', notes: 1, gold: 0, completed: 1 },
        ]);
      } finally {
        await db.end();
      }
      const bens = await call(a, 'GET', '/api/notifications/games', ben);
      expect(bens.body.map((n: { type: string }) => n.type)).toEqual(['game_won']);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await empty.drop();
    }
    expect(a.output() + b.output()).not.toMatch(/Error/);
  });
});
