import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startOnEmptyCluster } from './empty-cluster';

// The kept copy lives in the temporary folder (os.tmpdir() reads TMPDIR on each call): this file
// gets a folder of its own, so damaging the copy can't reach another test's. vi.stubEnv, because
// the server projects run files one after another in the same process (isolate: false in
// vitest.config.ts): assigning back an unset TMPDIR would leave the string 'undefined' behind.
describe('startOnEmptyCluster', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'czc-empty-cluster-'));
    vi.stubEnv('TMPDIR', root);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await rm(root, { recursive: true, force: true });
  });

  const open = (dataDir: string) =>
    startOnEmptyCluster(async (loadDataDir) => {
      const pg = await PGlite.create({ dataDir, loadDataDir });
      await pg.query('create table t (n int)');
      return { pg, loaded: loadDataDir !== undefined };
    }, dataDir);

  const keptCopy = async () => {
    const [folder] = (await readdir(root)).filter((name) => name.startsWith('challenge-game-pglite-'));
    const [file] = await readdir(path.join(root, folder!));
    return path.join(root, folder!, file!);
  };

  it('keeps a copy of the empty cluster, starts new folders from it, and makes it again when it is damaged', async () => {
    const first = await open(path.join(root, 'a'));
    expect(first.loaded).toBe(true);
    await first.pg.close();
    const copy = await keptCopy();
    const size = (await stat(copy)).size;
    expect(size).toBeGreaterThan(1_000_000);

    await writeFile(copy, 'not a cluster');
    const second = await open(path.join(root, 'b'));
    expect((await second.pg.query('select count(*)::int as n from t')).rows).toEqual([{ n: 0 }]);
    await second.pg.close();
    expect((await stat(copy)).size).toBe(size);
  }, 120_000);

  it('opens a folder that exists as it is, without the copy', async () => {
    const dataDir = path.join(root, 'a');
    const again = await startOnEmptyCluster(async (loadDataDir) => ({ pg: await PGlite.create({ dataDir }), loadDataDir }), dataDir);
    expect(again.loadDataDir).toBeUndefined();
    await expect(again.pg.query('select count(*)::int as n from t')).resolves.toMatchObject({ rows: [{ n: 0 }] });
    await again.pg.close();
  }, 60_000);
});
