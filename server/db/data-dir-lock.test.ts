import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('lockDataDir', () => {
  const dirs: string[] = [];
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'czc-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('refuses a second lock on the same folder with a clear error', async () => {
    const dir = await tempDir();
    const release = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(/Another server process is already using the data folder/);
    await release();
  });

  it('can be taken again once released, and creates a missing folder', async () => {
    const dir = path.join(await tempDir(), 'nested', 'data');
    const release = await lockDataDir(dir);
    await release();
    const again = await lockDataDir(dir);
    await again();
  });

  it('locks folders independently', async () => {
    const [a, b] = [await tempDir(), await tempDir()];
    const releaseA = await lockDataDir(a);
    const releaseB = await lockDataDir(b);
    await releaseA();
    await releaseB();
  });
});
