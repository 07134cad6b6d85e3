import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

export default defineConfig({
  // vitest 5: every inline project below inherits this (its `extends` defaults to true), and the
  // projects that add no Vite options of their own (all but 'client', which adds React) share this
  // config's Vite server and its transform cache (`sharedViteServer`, default true).
  resolve: { alias },
  test: {
    // vitest 5 clears every mock's calls before each test by default; kept off (vitest 4's
    // behaviour) until the whole suite has run with it on: tests that count calls made in a
    // beforeAll or at a file's top level would change meaning (docs/decisions/0056-node-24.md).
    clearMocks: false,
    // Two files at a time. vitest's default is one fewer than the cores, so one on a 2-core
    // machine: one core idle while a file waits on PGlite's WebAssembly, PostgreSQL, a child
    // process or a browser. Where the time goes and what was tried: docs/decisions/0057-test-time.md.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          // One process per worker runs file after file, as in 'server' below, sharing jsdom's window
          // and the libraries' modules; tests/support/client/fresh-page.ts gives each file fresh app
          // modules and the page as it was. Alone on a quiet 2-core machine, same 134 files: 355 s
          // -> 76-82 s; a process, a jsdom and Mantine's import per file were most of it.
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['tests/support/client/fresh-page.ts', 'tests/support/client/setup.ts'],
          // A whole screen typed into with user-event takes 1-3 s here, and several times that on
          // a 2-core CI machine running the server projects beside it (a 5 s default timed out).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // One process per worker runs file after file, keeping what it imported: Fastify, Drizzle,
          // zod and PGlite's WebAssembly load once per worker instead of once per file (a fresh
          // process each). Measured on this 2-core machine, same 136 files, both runs sharing it with
          // other work (load average 11-18): vitest's import total 566 s -> 21 s, CPU time (user+sys)
          // 1,190 s -> 705 s, wall 1,879 s -> 1,056 s. So a file must leave the process as it found
          // it: stub environment variables with vi.stubEnv (server/db/empty-cluster.test.ts), and a
          // file that vi.mock()s a module the app imports starts from fresh modules
          // (server/plugins/rate-limit-accounts.test.ts). vitest still restores spies after each file.
          isolate: false,
          // Files that run nothing without PostgreSQL (they are the 'server-pg' project's).
          exclude: ['server/main-postgres.test.ts', 'server/backup/backup-commands.test.ts', 'server/plugins/idempotency-crash.test.ts'],
          // Migrates one PGlite per run; each file starts from a copy of it (~0.5 s instead of ~3 s).
          globalSetup: ['tests/support/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The same server suite on real PostgreSQL: a throwaway cluster (initdb/pg_ctl) or
        // TEST_DATABASE_URL; skipped with a message when neither exists.
        test: {
          name: 'server-pg',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // As `server`: one module graph per worker (docs/decisions/0057-test-time.md).
          isolate: false,
          exclude: [
            // Files that never touch the database, or only PGlite: the same tests a second time.
            'server/config.test.ts',
            'server/db/data-dir-lock.test.ts',
            'server/db/empty-cluster.test.ts',
            'server/db/pglite-string-decoding.test.ts',
            'server/db/prepared-pglite.test.ts',
            'server/main.test.ts',
            'server/plugins/device-label.test.ts',
            'server/modules/auth/password.test.ts',
            'server/modules/module-graph.test.ts',
            'server/modules/push/public-address.test.ts',
            'server/seed/community-text.test.ts',
            // Files that skip themselves on PostgreSQL (embedded-database features).
            'server/backup/scheduled-backups.test.ts',
            'server/modules/account/reset-password-command.test.ts',
            'server/plugins/admin-socket.test.ts',
          ],
          env: { TEST_DB: 'postgres' },
          globalSetup: ['tests/support/postgres-cluster.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Browser journeys in real Chromium against the real server and the production build
        // (tests/e2e/global-setup.ts builds dist/ when it is stale). After every other project
        // (a later group: a journey beside the server suites lost its pace and failed), two files
        // at a time: 920 -> 714 s alone on this machine, the slowest journey 86 -> 137 s.
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
