import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createGame, sharePost, signInAs } from '../../tests/support/factories';
import { createTestDatabase, databaseUnavailable } from '../../tests/support/test-database';
import type { DatabaseHandle } from '../db/client';
import { readBackupFile } from './backup-file';
import { countRows } from './row-counts';
import { backupSourceOf, takeBackup } from './take-backup';

// A backup is a child process's seconds of CPU: past the 30 s default on a machine busy with other work.
describe.skipIf(databaseUnavailable())('takeBackup (docs/decisions/0051-backups-restore-and-move.md)', { timeout: 120_000 }, () => {
  let database: DatabaseHandle;
  let folder: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    folder = await mkdtemp(path.join(tmpdir(), 'czc-backup-'));
    const maya = await signInAs(database.db, { firstName: 'Maya', lastName: "O'Neil, \"the\" runner\nsecond line" });
    const sam = await signInAs(database.db, { firstName: 'Sam' });
    const game = await createGame(database.db, maya.user.id, { name: 'Walk; DROP TABLE games; --' });
    await addParticipant(database.db, game.id, sam.user.id);
    await sharePost(database.db, sam.user.id, game.id, { content: "Ünïcödé ✓ and a tab\there" });
  });
  afterAll(async () => {
    await database?.close();
    await rm(folder, { recursive: true, force: true });
  });

  const liveCounts = () =>
    countRows(async (text) => ((await database.db.execute(text as never)) as unknown as { rows: Array<Record<string, unknown>> }).rows);

  // One backup per database (each costs seconds of CPU); the proof's refusals are tested in
  // scheduled-backups.test.ts (a truncated file) and restore.test.ts (cut and miscounted files).
  it('writes a proven, compressed backup with the row counts of the database', async () => {
    const file = path.join(folder, 'backup.sql.gz');
    const result = await takeBackup(backupSourceOf(database.db), file);
    const contents = await readBackupFile(file);
    const counts = await liveCounts();
    expect(contents.counts).toEqual(counts);
    expect(counts['public.users']).toBe(2);
    expect(result).toMatchObject({ file, rows: Object.values(counts).reduce((a, b) => a + b, 0) });
    expect(contents.sql).toContain('CREATE TABLE public.posts');
    expect(contents.sql).not.toMatch(/transaction_timeout|^\\restrict/m);
    // Nothing left beside it: the snapshot and the pending file are gone.
    expect((await readdir(folder)).filter((f) => f.startsWith('.'))).toEqual([]);
  });

  it('says which folder is missing', async () => {
    await expect(takeBackup(backupSourceOf(database.db), path.join(folder, 'no', 'such.sql'))).rejects.toThrow(/There is no folder .*no/);
  });
});
