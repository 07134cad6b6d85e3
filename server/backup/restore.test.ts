import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { recountMembershipCounters, recountPostCounters, storedPostCounters } from '../../tests/support/counter-recount';
import { gameBody, signInAs, type SignedInUser } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';
import { testConfig } from '../../tools/test-config';
import { createEmptyPostgresDatabase } from '../../tools/postgres-cluster';
import { databaseUnavailable, usingPostgres } from '../../tests/support/test-database';
import { openDatabase, type Database } from '../db/client';
import { loadVapidKeys } from '../modules/push/vapid-keys';
import { seededRandom } from '../seed/seeded-random';
import { BackupFileError, decodeBackup, encodeBackup, readBackupFile, type BackupContents } from './backup-file';
import { countRows, type RowCounts } from './row-counts';
import { restoreInto, type RestoreTarget } from './restore';
import { backupSourceOf, takeBackup } from './take-backup';

/**
 * Backup and restore at the library level (docs/decisions/0051-backups-restore-and-move.md), on
 * the database of the run: the 'server' project backs up a PGlite and restores into embedded
 * folders, 'server-pg' backs up PostgreSQL with pg_dump and restores into PostgreSQL databases.
 * One backup per run (each costs seconds of child processes), taken while people keep writing
 * through the API, then restored into an empty database, an occupied one, and one where a server
 * started once, whole and damaged. The move from the embedded database to PostgreSQL, through the
 * real commands and servers, is server/backup/backup-commands.test.ts.
 */

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const countsOf = (db: Database) => countRows((text) => rowsOf<Record<string, unknown>>(db, sql.raw(text)));

/** Opens a restored target, runs `check` on it, closes it. */
async function onTarget<T>(target: RestoreTarget, check: (db: Database) => Promise<T>): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await check(database.db);
  } finally {
    await database.close();
  }
}

describe.skipIf(databaseUnavailable())('restoring a backup (docs/decisions/0051-backups-restore-and-move.md)', { timeout: 180_000 }, () => {
  const t = useTestApp();
  let folder: string;
  /** The backup taken under writes, and what it holds. */
  let file: string;
  let contents: BackupContents;
  const cleanups: Array<() => Promise<void>> = [];

  /** A database nobody has used: a folder without one, or a PostgreSQL database without tables. */
  async function emptyTarget(name: string): Promise<RestoreTarget> {
    if (!usingPostgres()) return { kind: 'pglite', dataDir: path.join(folder, name, 'pgdata') };
    const empty = await createEmptyPostgresDatabase(inject('postgresAdminUrl'));
    cleanups.push(empty.drop);
    return { kind: 'postgres', url: empty.url };
  }

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'czc-restore-'));
  });
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
    await rm(folder, { recursive: true, force: true });
  });

  it('takes a backup while posts, likes, comments, messages and joins arrive: restored, its counters equal their recounts', async () => {
    const request = async (who: SignedInUser, method: 'POST' | 'PUT', url: string, payload: unknown) => {
      const response = await t.request({ method, url, headers: who.headers, payload: payload as Record<string, unknown> });
      if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
      return response.json() as { id: string };
    };
    const people = [await signInAs(t.db, { firstName: 'Ada' }), await signInAs(t.db, { firstName: 'Bo' }), await signInAs(t.db, { firstName: 'Cy' })];
    const game = (await request(people[0]!, 'POST', '/api/games', gameBody())) as { id: string; inviteCode: string };
    await t.db.execute(sql`update games set start_time = now() - interval '1 hour' where id = ${game.id}`);
    for (const person of people.slice(1)) await request(person, 'POST', `/api/games/join/${game.inviteCode}`, undefined);
    const posts = [{ id: (await request(people[1]!, 'POST', '/api/posts', { content: 'First swim', gameId: game.id })).id, by: people[1]! }];

    // Three people write at once (so on PostgreSQL transactions are in flight when the snapshot
    // is taken), each step one of the writes that move counters, until told to stop.
    let writes = 0;
    let stop = false;
    const writer = async (seed: number) => {
      const rng = seededRandom(seed);
      while (!stop) {
        const who = rng.pick(people);
        const others = people.filter((p) => p !== who);
        const roll = rng.int(1, 10);
        const othersPosts = posts.filter((p) => p.by !== who);
        if (roll <= 3 || othersPosts.length === 0) {
          posts.push({ id: (await request(who, 'POST', '/api/posts', { content: `Step ${writes}`, gameId: game.id })).id, by: who });
        } else if (roll <= 6) await request(who, 'PUT', `/api/posts/${rng.pick(othersPosts).id}/upvote`, { upvoted: rng.chance(0.7) });
        else if (roll <= 8) await request(who, 'POST', '/api/comments', { content: 'Well done', postId: rng.pick(posts).id });
        else if (roll === 9) await request(who, 'POST', '/api/messages', { gameId: game.id, recipientId: rng.pick(others).user.id, content: 'See you there' });
        else {
          const newcomer = await signInAs(t.db, { firstName: `Newcomer ${writes}` });
          await request(newcomer, 'POST', `/api/games/join/${game.inviteCode}`, undefined);
          people.push(newcomer);
        }
        writes += 1;
      }
    };
    const waitForWrites = async (n: number) => {
      const target = writes + n;
      while (writes < target && !stop) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const writers = Promise.all([1, 2, 3].map(writer)).finally(() => (stop = true));
    const postsAtStart = posts.length;
    try {
      await waitForWrites(10);
      file = path.join(folder, 'under-writes.sql');
      await takeBackup(backupSourceOf(t.db), file);
      await waitForWrites(10);
    } finally {
      stop = true;
      await writers;
    }
    contents = await readBackupFile(file);
    const liveCounts = await countsOf(t.db);
    // The snapshot fell between the writes: after some, before others.
    expect(contents.counts['public.posts']).toBeGreaterThan(postsAtStart);
    expect(contents.counts['public.posts']).toBeLessThan(liveCounts['public.posts']!);

    const target = await emptyTarget('fresh');
    const restored = await restoreInto(file, target);
    expect(restored).toMatchObject({ tables: Object.keys(contents.counts).length, takenAt: contents.takenAt });
    await onTarget(target, async (db) => {
      expect(await countsOf(db)).toEqual(contents.counts);
      expect(await storedPostCounters(db)).toEqual(await recountPostCounters(db));
      const { gameRows, statRows } = await recountMembershipCounters(db);
      expect(gameRows.length).toBeGreaterThan(0);
      for (const row of gameRows) expect(row.stored, `participants of game ${row.id}`).toBe(row.counted);
      for (const row of statRows) {
        expect([row.games_joined, row.games_created, row.creator_participants, row.creator_largest_game], `user_stats of ${row.user_id}`).toEqual([
          row.joined,
          row.created,
          row.participants,
          row.largest,
        ]);
      }
    });

    // The same file again into what is now an occupied database: refused, nothing changed.
    await expect(restoreInto(file, target)).rejects.toThrow(/already holds data \(\d+ people\): a restore goes into an empty database only/);
    expect(await onTarget(target, countsOf)).toEqual(contents.counts);
  });

  it('refuses a damaged file before writing anything, a file whose counts differ after loading it, then accepts the whole one where a server started once', async () => {
    // Where a server started once: migrated, its push keys generated, nobody signed up.
    const target = await emptyTarget('started-once');
    const newKeys = await onTarget(target, (db) => loadVapidKeys(db, testConfig()));
    const untouched = await onTarget(target, countsOf);
    expect(untouched['public.server_settings']).toBe(1);
    const unchanged = async () => expect(await onTarget(target, countsOf)).toEqual(untouched);

    const text = await readFile(file, 'utf8');
    const damaged = async (name: string, bytes: string | Buffer) => {
      const damagedFile = path.join(folder, name);
      await writeFile(damagedFile, bytes);
      return damagedFile;
    };
    // Cut short, plain and compressed: the end marker is missing, nothing is loaded.
    const cut = await damaged('cut.sql', text.slice(0, Math.floor(text.length / 2)));
    await expect(restoreInto(cut, target)).rejects.toThrow(/is not a complete backup: its last line is not the end marker/);
    const gz = await promisify(gzip)(text);
    const cutGz = await damaged('cut.sql.gz', gz.subarray(0, Math.floor(gz.length / 2)));
    await expect(restoreInto(cutGz, target)).rejects.toThrow(/is a damaged compressed file/);
    await unchanged();
    // Whole, but a row went missing on the way (its end marker counts one more post than it holds):
    // loaded, compared, rolled back, the started server's schema and keys as they were.
    const counts: RowCounts = { ...contents.counts, 'public.posts': contents.counts['public.posts']! + 1 };
    const lying = await damaged('lying.sql', encodeBackup({ ...decodeBackup(text, 'lying.sql'), counts }, 'embedded database'));
    const refusal = restoreInto(lying, target);
    await expect(refusal).rejects.toThrow(BackupFileError);
    await expect(refusal).rejects.toThrow(/did not match the backup, nothing was kept:\n {2}public\.posts: \d+ in the backup, \d+ restored/);
    await unchanged();
    expect((await onTarget(target, (db) => loadVapidKeys(db, testConfig()))).publicKey).toBe(newKeys.publicKey);

    // The whole file is accepted, the backup's push keys replacing the fresh ones (the devices'
    // subscriptions were made with those).
    await restoreInto(file, target);
    expect(await onTarget(target, countsOf)).toEqual(contents.counts);
    const restoredKeys = await onTarget(target, (db) => loadVapidKeys(db, testConfig()));
    expect(restoredKeys.publicKey).toBe((await loadVapidKeys(t.db, testConfig())).publicKey);
    expect(restoredKeys.publicKey).not.toBe(newKeys.publicKey);
  });

  it.runIf(!usingPostgres())('refuses an embedded folder that exists but holds no database, and leaves it as it was', async () => {
    const dataDir = path.join(folder, 'not-a-database', 'pgdata');
    await mkdir(dataDir, { recursive: true });
    await expect(restoreInto(file, { kind: 'pglite', dataDir })).rejects.toThrow(/exists but holds no database: remove it or choose another DATA_DIR/);
    expect(await readdir(dataDir)).toEqual([]);
  });
});

