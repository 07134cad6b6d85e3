/**
 * The real app on the demo community (SEED_SIZES.demo, as `npm run demo` and scripts/perf/demo-server.ts
 * seed it): a fresh PGlite DATA_DIR seeded in this process, then `server/main.ts` on it through
 * startApp. For journeys that look at full screens (names, photos, medals, messages) rather than
 * the few rows a journey would make itself.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { seedDatabase } from '../../server/seed/seed-database';
import { SEED_SIZES } from '../../server/seed/seed-sizes';
import { startApp, type AppProcess } from '../../tools/app-process';

export interface DemoApp extends AppProcess {
  /** The demo person (person 0, who meets every screen) and the password everyone shares. */
  signIn: { username: string; password: string };
}

export async function startDemoApp(): Promise<DemoApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'czc-e2e-demo-'));
  try {
    // The server opens DATA_DIR/pgdata (server/main.ts), as scripts/demo/demo.ts seeds it.
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    const { signIn } = await seedDatabase(database.db, SEED_SIZES.demo).finally(() => database.close());
    const app = await startApp({ dataDir, env: { LOG_LEVEL: 'warn' } });
    return {
      ...app,
      signIn,
      // startApp keeps a DATA_DIR it was given: this one is ours to remove.
      stop: () => app.stop().finally(() => rm(dataDir, { recursive: true, force: true })),
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}
