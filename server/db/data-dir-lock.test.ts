import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { describeThisProcess, processStartTime, type LockOwner } from './data-dir-lock-owner';

const root = fileURLToPath(new URL('../..', import.meta.url));
const onLinux = process.platform === 'linux';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'czc-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const lockFile = (dir: string) => path.join(dir, 'server.lock');
const readOwner = async (dir: string) => JSON.parse(await readFile(lockFile(dir), 'utf8')) as LockOwner;

/** A lock file as another process on this machine would have written it. */
async function writeLock(dir: string, owner: Partial<LockOwner>): Promise<LockOwner> {
  const full = { ...(await describeThisProcess()), ...owner };
  await writeFile(lockFile(dir), JSON.stringify(full));
  return full;
}

/** The PID of a process that has exited (and been collected). */
function deadPid(): number {
  return spawnSync(process.execPath, ['--version']).pid!;
}

async function liveProcess(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1e9)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child;
}

describe('lockDataDir', () => {
  it('refuses a second lock on the same folder with a clear error naming the owner', async () => {
    const dir = await tempDir();
    const lock = await lockDataDir(dir);
    const second = lockDataDir(dir);
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(
      new RegExp(`^Another server process is already using the data folder ${dir} \\(process ${process.pid} on `),
    );
    await lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    expect(await readdir(dir)).toEqual([]);
  });

  it('can be taken again once released, and creates a missing folder', async () => {
    const dir = path.join(await tempDir(), 'nested', 'data');
    const lock = await lockDataDir(dir);
    const first = await readOwner(dir);
    expect(first.pid).toBe(process.pid);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);

    const again = await lockDataDir(dir);
    const second = await readOwner(dir);
    expect(second.pid).toBe(process.pid);
    // A new holding, not the old file left behind: release() of the first lock must not free it.
    expect(second.token).not.toBe(first.token);
    await lock.release();
    expect((await readOwner(dir)).token).toBe(second.token);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await again.release();
    expect(existsSync(lockFile(dir))).toBe(false);
  });

  it('locks folders independently', async () => {
    const [a, b] = [await tempDir(), await tempDir()];
    const lockA = await lockDataDir(a);
    const lockB = await lockDataDir(b);
    const [ownerA, ownerB] = [await readOwner(a), await readOwner(b)];
    expect([ownerA.pid, ownerB.pid]).toEqual([process.pid, process.pid]);
    expect(ownerA.token).not.toBe(ownerB.token);
    await expect(lockDataDir(a)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(b)).rejects.toBeInstanceOf(DataDirLockedError);

    // Releasing one frees that folder only.
    await lockA.release();
    expect(existsSync(lockFile(a))).toBe(false);
    expect((await readOwner(b)).token).toBe(ownerB.token);
    await expect(lockDataDir(b)).rejects.toBeInstanceOf(DataDirLockedError);
    const againA = await lockDataDir(a);
    await againA.release();
    await lockB.release();
    expect(existsSync(lockFile(b))).toBe(false);
  });

  it('never takes over the lock of a live process, however old the file', async () => {
    const dir = await tempDir();
    const owner = await liveProcess();
    await writeLock(dir, { pid: owner.pid!, startTime: await processStartTime(owner.pid!) });
    const aYearAgo = new Date(Date.now() - 365 * 24 * 3600 * 1000);
    await utimes(lockFile(dir), aYearAgo, aYearAgo);
    await expect(lockDataDir(dir)).rejects.toThrow(`(process ${owner.pid} on `);
    owner.kill('SIGSTOP');
    try {
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      owner.kill('SIGCONT');
    }
    expect((await readOwner(dir)).pid).toBe(owner.pid);
  });

  it('takes over the lock of a process that has exited', async () => {
    const dir = await tempDir();
    await writeLock(dir, { pid: deadPid(), startTime: '1' });
    const lock = await lockDataDir(dir);
    expect((await readOwner(dir)).pid).toBe(process.pid);
    await lock.release();
  });

  it.runIf(onLinux)('takes over when the PID now belongs to another process, or the machine restarted', async () => {
    const reused = await tempDir();
    await writeLock(reused, { pid: process.pid, startTime: '12345' });
    const first = await lockDataDir(reused);
    expect((await readOwner(reused)).startTime).toBe(await processStartTime(process.pid));
    await first.release();

    const rebooted = await tempDir();
    await writeLock(rebooted, { pid: process.pid, bootId: 'a-boot-before-this-one' });
    await (await lockDataDir(rebooted)).release();
  });

  it('refuses an owner it cannot check: another host, another PID namespace', async () => {
    const dir = await tempDir();
    await writeLock(dir, { pid: deadPid(), host: 'another-machine' });
    await expect(lockDataDir(dir)).rejects.toThrow(' on another-machine, since ');
    if (onLinux) {
      await writeLock(dir, { pid: deadPid(), pidNamespace: 'pid:[1]' });
      await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    }
  });

  it('refuses a lock it cannot read (such as the folder earlier versions made) and says what to do', async () => {
    const dir = await tempDir();
    await mkdir(lockFile(dir));
    await expect(lockDataDir(dir)).rejects.toThrow(/is not one this version can read\. .*if none runs on this folder, remove that file/);
    await rm(lockFile(dir), { recursive: true });
    await writeFile(lockFile(dir), '');
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('lets exactly one of many concurrent starters take over a stale lock', async () => {
    const dir = await tempDir();
    await writeLock(dir, { pid: deadPid() });
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => lockDataDir(dir)));
    const won = results.filter((r) => r.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(DataDirLockedError);
    await (won[0] as PromiseFulfilledResult<Awaited<ReturnType<typeof lockDataDir>>>).value.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('passes a stale lock whose takeover was abandoned by a starter that died, and clears the claims', async () => {
    const dir = await tempDir();
    const stale = await writeLock(dir, { pid: deadPid() });
    const claimant = { ...(await describeThisProcess()), pid: deadPid() };
    await writeFile(`${lockFile(dir)}.${stale.token}.takeover`, JSON.stringify(claimant));
    const lock = await lockDataDir(dir);
    expect(await readdir(dir)).toEqual(['server.lock']);
    await lock.release();
  });

  it('refuses while another live starter is taking a stale lock over', async () => {
    const dir = await tempDir();
    const stale = await writeLock(dir, { pid: deadPid() });
    const other = await liveProcess();
    const claimant = { ...(await describeThisProcess()), pid: other.pid!, startTime: await processStartTime(other.pid!) };
    await writeFile(`${lockFile(dir)}.${stale.token}.takeover`, JSON.stringify(claimant));
    await expect(lockDataDir(dir)).rejects.toThrow(`(process ${other.pid} on `);
  });

  describe('once held', () => {
    it('reports a removed lock file once, as one line for the operator', async () => {
      const dir = await tempDir();
      const lost: string[] = [];
      const lock = await lockDataDir(dir, { checkEveryMs: 20, onLost: (message) => lost.push(message) });
      await rm(lockFile(dir));
      await expect.poll(() => lost, { timeout: 5_000 }).toHaveLength(1);
      expect(lost[0]).toBe(
        `The data folder lock ${lockFile(dir)} was removed or replaced by another process: ` +
          'stopping this server so that two servers never use one database.',
      );
      await lock.release();
    });

    it('reports a replaced lock file and leaves the new one alone on release', async () => {
      const dir = await tempDir();
      const lost: string[] = [];
      const lock = await lockDataDir(dir, { checkEveryMs: 20, onLost: (message) => lost.push(message) });
      const other = await writeLock(dir, { pid: deadPid() });
      await expect.poll(() => lost.length, { timeout: 5_000 }).toBe(1);
      await lock.release();
      expect((await readOwner(dir)).token).toBe(other.token);
    });

    it('stays quiet while the lock is ours and after release', async () => {
      const dir = await tempDir();
      const lost: string[] = [];
      const lock = await lockDataDir(dir, { checkEveryMs: 10, onLost: (message) => lost.push(message) });
      await new Promise((resolve) => setTimeout(resolve, 100));
      await lock.release();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lost).toEqual([]);
    });
  });
});

describe('lockDataDir across processes', () => {
  /** Starts `count` processes racing for the folder; resolves with what each printed first. */
  async function race(dir: string, count: number) {
    const contenders = Array.from({ length: count }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/lock-contender.ts', dir], {
        cwd: root,
        stdio: ['pipe', 'pipe', 'inherit'],
      });
      children.push(child);
      return new Promise<string>((resolve) => {
        let out = '';
        child.stdout!.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve(out.trim());
        });
      });
    });
    return Promise.all(contenders);
  }

  it('gives a free folder, and a stale lock, to exactly one of several processes starting at once', async () => {
    const free = await tempDir();
    const stale = await tempDir();
    await writeLock(stale, { pid: deadPid() });
    for (const dir of [free, stale]) {
      const outcomes = await race(dir, 4);
      expect(outcomes.filter((o) => o === 'locked'), outcomes.join('\n')).toHaveLength(1);
      for (const o of outcomes.filter((o) => o !== 'locked')) expect(o).toMatch(/^refused Another server process is already using the data folder .* \(process \d+ on /);
    }
  }, 60_000);
});
