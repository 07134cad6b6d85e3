/**
 * `npx tsx scripts/compare-answers.ts --base <git rev>`: do the reads still answer what they did at
 * <rev>? Seeds one database, builds the app of the working tree and the app of <rev> (a git
 * worktree in /tmp) on it, sends every request of tools/read-pools.ts to both, and diffs status and
 * body. Made for rewrites that must not change answers (decision 0016: reads became SQL documents).
 *
 *   --base <rev>      the reference (default: HEAD)
 *   --only <prefix>   only requests whose path starts with it (repeatable)
 *   --size test|quick the seed size (default: test; quick is 500 people, 3,000 posts)
 *   --per-read <n>    requests per read (default: 150)
 *   --added <key>     a key the working tree's answers may carry where <rev>'s have none (a field
 *                     added since): left out of the comparison only where <rev>'s answer lacks it,
 *                     at any depth; a changed value under that name still differs (repeatable)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/seed/seed-database';
import { SEED_SIZES } from '../server/seed/seed-sizes';
import { comparableBody, firstDifference, readRequestPools } from '../tools/read-pools';
import { testConfig } from '../tools/test-config';

const { values: flags } = parseArgs({
  options: {
    base: { type: 'string', default: 'HEAD' },
    only: { type: 'string', multiple: true },
    size: { type: 'string', default: 'test' },
    'per-read': { type: 'string', default: '150' },
    added: { type: 'string', multiple: true, default: [] },
  },
});
const perRead = Number(flags['per-read']);
const addedKeys = new Set(flags.added);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `now` without the --added keys that `before` does not have at the same place (arrays walked by index). */
function withoutAddedKeys(before: unknown, now: unknown): unknown {
  if (addedKeys.size === 0) return now;
  if (Array.isArray(before) && Array.isArray(now)) return now.map((item, i) => withoutAddedKeys(before[i], item));
  if (!isRecord(before) || !isRecord(now)) return now;
  return Object.fromEntries(
    Object.entries(now)
      .filter(([key]) => !addedKeys.has(key) || key in before)
      .map(([key, value]) => [key, withoutAddedKeys(before[key], value)]),
  );
}

/** The reference tree: a detached worktree of <rev>, sharing this checkout's node_modules. */
function checkout(rev: string): string {
  const commit = execFileSync('git', ['rev-parse', '--short', rev], { encoding: 'utf8' }).trim();
  const dir = `/tmp/compare-answers-${commit}`;
  if (!existsSync(dir)) {
    execFileSync('git', ['worktree', 'add', '--detach', dir, commit], { stdio: 'ignore' });
    symlinkSync(`${process.cwd()}/node_modules`, `${dir}/node_modules`);
  }
  return dir;
}

async function main() {
  const size = SEED_SIZES[flags.size as keyof typeof SEED_SIZES];
  if (!size) throw new Error(`--size must be one of ${Object.keys(SEED_SIZES).join(', ')}`);
  const baseDir = checkout(flags.base);
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await seedDatabase(database.db, size);
    const { pools } = await readRequestPools(database.db, perRead);
    const { buildApp: buildBase } = (await import(`${baseDir}/server/app.ts`)) as { buildApp: typeof buildApp };
    const config = testConfig();
    // The read budget is left out of the comparison (its own tests hold it): both apps count the same
    // requests into one database in batches, so which request first meets a 429 depends on timing.
    const readRateLimit = { perPerson: Number.MAX_SAFE_INTEGER, perVisitorIp: Number.MAX_SAFE_INTEGER };
    const apps = { base: await buildBase({ config, database, readRateLimit }), now: await buildApp({ config, database, readRateLimit }) };
    let differences = 0;
    for (const [name, pool] of pools) {
      const requests = pool.slice(0, perRead).filter((r) => !flags.only || flags.only.some((p) => r.path.startsWith(p)));
      if (requests.length === 0) continue;
      const statuses = new Map<number, number>();
      let differing = 0;
      for (const r of requests) {
        const options = { method: r.method, url: r.path, headers: r.cookie ? { cookie: `sid=${r.cookie}` } : {} };
        // The working tree first: a read that finds an ended game finalises it (docs/architecture.md
        // §6, Game end), and only the working tree's code knows the schema's migrations since <rev> (the old
        // finaliser's insert names a unique key migration 0014 replaced). The reference then reads it.
        const after = await apps.now.inject(options);
        const before = await apps.base.inject(options);
        statuses.set(after.statusCode, (statuses.get(after.statusCode) ?? 0) + 1);
        const [beforeBody, nowBody] = [before, after].map((r) => comparableBody(r.headers['content-type'] as string | undefined, r.rawPayload));
        const afterBody = withoutAddedKeys(beforeBody, nowBody);
        const same = before.statusCode === after.statusCode && isDeepStrictEqual(beforeBody, afterBody);
        if (same) continue;
        differing += 1;
        if (differing <= 2) {
          const at = before.statusCode === after.statusCode ? firstDifference(beforeBody, afterBody) : { path: 'status', before: before.statusCode, now: after.statusCode };
          console.log(`  DIFF ${r.path} at ${at?.path}:\n    before ${JSON.stringify(at?.before)?.slice(0, 300)}\n    now    ${JSON.stringify(at?.now)?.slice(0, 300)}`);
        }
      }
      differences += differing;
      const answered = [...statuses].map(([status, n]) => `${n}×${status}`).join(', ');
      console.log(`${differing === 0 ? 'same' : 'DIFFERENT'}  ${name}: ${requests.length} requests (${answered})${differing ? `, ${differing} differ` : ''}`);
    }
    await Promise.all([apps.base.close(), apps.now.close()]);
    const besides = addedKeys.size ? ` (besides the added ${[...addedKeys].join(', ')})` : '';
    console.log(differences === 0 ? `\nEvery answer is the same as at ${flags.base}${besides}.` : `\n${differences} answers differ from ${flags.base}${besides}.`);
    process.exitCode = differences === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
