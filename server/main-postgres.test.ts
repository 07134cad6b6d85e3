import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startApp } from '../tests/support/app-process';
import { createEmptyPostgresDatabase, databaseUnavailable, usingPostgres } from '../tests/support/test-database';

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
