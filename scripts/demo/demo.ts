/**
 * `npm run demo`: the real app on a throwaway embedded database filled with a demo community, so a
 * newcomer sees the product alive in one command.
 *
 * 1. builds the web app when dist/ is older than its sources (the e2e tests' own check);
 * 2. seeds a fresh PGlite in a temporary DATA_DIR with SEED_SIZES.demo;
 * 3. starts `server/main.ts` on it exactly as `npm start` does (PORT honoured, default 3000) and
 *    prints who to sign in as;
 * 4. on Ctrl+C (or SIGTERM) stops the server and deletes the temporary folder.
 *
 * Always the embedded database and built-in accounts: DATABASE_URL and OIDC_* are not passed on.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { DEMO_PEOPLE } from '../../server/seed/community-text';
import { seedDatabase } from '../../server/seed/seed-database';
import { SEED_SIZES } from '../../server/seed/seed-sizes';
import { REPO_ROOT } from '../../tools/app-process';
import { buildIsCurrent, buildProduction } from '../../tools/production-build';

function buildIfStale(): void {
  if (buildIsCurrent()) return;
  console.log('Building the web app (dist/ is older than its sources)…');
  buildProduction(['--logLevel', 'warn']);
}

/** The server's environment: ours, minus what would take it off the embedded database and built-in accounts. */
function serverEnv(dataDir: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' };
  delete env.DATABASE_URL;
  for (const key of Object.keys(env)) if (key.startsWith('OIDC_')) delete env[key];
  return env;
}

async function main(): Promise<void> {
  buildIfStale();
  const dataDir = await mkdtemp(join(tmpdir(), 'czc-demo-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });

  try {
    const started = performance.now();
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
    const seeded = await seedDatabase(database.db, SEED_SIZES.demo).finally(() => database.close());
    const { counts, signIn } = seeded;
    console.log(
      `Seeded a demo community in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counts.users} people, ` +
        `${counts.games} games, ${counts.posts} posts (${counts.photos} with photos), ${counts.likes} likes, ` +
        `${counts.comments} comments, ${counts.messages} messages.`,
    );

    const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: REPO_ROOT,
      env: serverEnv(dataDir),
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.stdout.setEncoding('utf8');
    server.stdout.on('data', (chunk: string) => {
      process.stdout.write(chunk);
      const url = /is running at (\S+)/.exec(chunk)?.[1];
      if (!url) return;
      const others = DEMO_PEOPLE.slice(1).map((p) => p.username).join(', ');
      console.log(
        [
          '',
          `Open ${url} and sign in (Get Started):`,
          `  username: ${signIn.username}`,
          `  password: ${signIn.password}`,
          `Everyone else has the same password: ${others}.`,
          'The database is temporary: it is deleted when you stop the demo (Ctrl+C).',
          '',
        ].join('\n'),
      );
    });

    // Ctrl+C reaches the server too (same process group); SIGTERM to us alone is passed on.
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', () => server.kill('SIGTERM'));
    const code = await new Promise<number>((resolve) => server.on('exit', (exitCode) => resolve(exitCode ?? 0)));
    await removeDataDir();
    console.log('Demo stopped; its temporary database is gone.');
    process.exit(code);
  } catch (error) {
    await removeDataDir();
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
