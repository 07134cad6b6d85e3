import { link, mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { describeThisProcess, isOwnerAlive, parseLockOwner, type LockOwner } from './data-dir-lock-owner';

const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(dataDir: string, owner: LockOwner | null, lockPath: string) {
    super(
      `Another server process is already using the data folder ${dataDir}` +
        (owner
          ? ` (process ${owner.pid} on ${owner.host}, since ${owner.since}). Stop it first, or start this one with another DATA_DIR.`
          : `, or a lock it left (${lockPath}) is not one this version can read. ` +
            'Stop the other server first; if none runs on this folder, remove that file.'),
    );
  }
}

export interface DataDirLock {
  /** Removes the lock file if it is still ours; never someone else's. */
  release(): Promise<void>;
}

export interface LockOptions {
  /**
   * Called once, with one line for the operator, when the lock file disappears or another one
   * replaces it. The server must then stop: it can no longer be sure it is the folder's only user.
   */
  onLost?: (message: string) => void;
  /** How often the lock file is checked. */
  checkEveryMs?: number;
}

type Holder = { kind: 'missing' } | { kind: 'unreadable' } | { kind: 'owner'; owner: LockOwner };

async function readHolder(file: string): Promise<Holder> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    // EISDIR: the directory proper-lockfile made in earlier versions.
    return { kind: 'unreadable' };
  }
  const owner = parseLockOwner(text);
  return owner ? { kind: 'owner', owner } : { kind: 'unreadable' };
}

/** link() creates the name atomically or fails with EEXIST, and the file it names is complete. */
async function linkExclusive(existing: string, newName: string): Promise<boolean> {
  try {
    await link(existing, newName);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

async function writeDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(text);
    // Without it, a power cut could leave an empty lock file that nobody can judge.
    await handle.sync();
  } finally {
    await handle.close();
  }
}

type TakeOver = { won: boolean; busy?: LockOwner };

/**
 * Replaces the lock of a dead owner with ours (`mine`, a complete file beside it). Several servers
 * may find the same stale lock at once: each tries to create `server.lock.<stale token>.takeover`,
 * and only the one that creates it goes on, so the lock is replaced at most once. If the claim's
 * own author died in the middle, the next claim is named after that author, and so on. The winner
 * checks that the lock is still the stale one before replacing it, so a late starter that finds
 * the claims already cleaned up changes nothing.
 */
async function takeOver(lockPath: string, stale: LockOwner, mine: string, me: LockOwner): Promise<TakeOver> {
  const claims: string[] = [];
  let target = stale;
  for (;;) {
    const claim = `${lockPath}.${target.token}.takeover`;
    if (await linkExclusive(mine, claim)) {
      claims.push(claim);
      break;
    }
    const claimant = await readHolder(claim);
    if (claimant.kind === 'missing') continue;
    if (claimant.kind === 'unreadable' || claimant.owner.token === me.token) return { won: false };
    // Another server is taking the folder over right now.
    if (await isOwnerAlive(claimant.owner)) return { won: false, busy: claimant.owner };
    claims.push(claim);
    target = claimant.owner;
  }
  const current = await readHolder(lockPath);
  let won = false;
  if (current.kind === 'owner' && current.owner.token === stale.token) {
    await rename(mine, lockPath);
    won = true;
  } else if (current.kind === 'missing') {
    won = await linkExclusive(mine, lockPath);
  }
  // The winner clears every claim on the way (all about dead owners); a loser only its own.
  await Promise.all((won ? claims : claims.slice(-1)).map((claim) => rm(claim, { force: true })));
  return { won };
}

/**
 * PGlite does not lock its folder and two processes on one folder corrupt it (STACK-NOTES), so the
 * server holds `DATA_DIR/server.lock` for as long as it runs. The file names its owner process; a
 * second server refuses to start while that process exists, however long it has been paused or
 * busy, and takes the lock over only once the owner is gone (data-dir-lock-owner.ts).
 */
export async function lockDataDir(dataDir: string, options: LockOptions = {}): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me = await describeThisProcess();
  const mine = `${lockPath}.${me.token}.new`;
  await writeDurably(mine, `${JSON.stringify(me, null, 2)}\n`);
  try {
    let acquired = false;
    for (let attempt = 0; attempt < 50 && !acquired; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 20));
      acquired = await linkExclusive(mine, lockPath);
      if (acquired) break;
      const holder = await readHolder(lockPath);
      if (holder.kind === 'missing') continue;
      if (holder.kind === 'unreadable') throw new DataDirLockedError(dataDir, null, lockPath);
      if (await isOwnerAlive(holder.owner)) throw new DataDirLockedError(dataDir, holder.owner, lockPath);
      const result = await takeOver(lockPath, holder.owner, mine, me);
      if (result.busy) throw new DataDirLockedError(dataDir, result.busy, lockPath);
      acquired = result.won;
    }
    if (!acquired) throw new DataDirLockedError(dataDir, null, lockPath);
  } finally {
    await rm(mine, { force: true });
  }
  return watch(lockPath, me.token, options);
}

/** Checks the lock file until release; calls onLost once if it is gone or no longer ours. */
function watch(lockPath: string, token: string, { onLost, checkEveryMs = 1_000 }: LockOptions): DataDirLock {
  let timer: NodeJS.Timeout | undefined;
  let released = false;
  const check = async () => {
    const holder = await readHolder(lockPath);
    if (released) return;
    if (holder.kind === 'owner' && holder.owner.token === token) {
      timer = setTimeout(() => void check(), checkEveryMs);
      // The check alone must not keep the process running.
      timer.unref();
      return;
    }
    released = true;
    onLost?.(
      `The data folder lock ${lockPath} was removed or replaced by another process: ` +
        'stopping this server so that two servers never use one database.',
    );
  };
  timer = setTimeout(() => void check(), checkEveryMs);
  timer.unref();
  return {
    async release() {
      if (released) return;
      released = true;
      clearTimeout(timer);
      const holder = await readHolder(lockPath);
      if (holder.kind === 'owner' && holder.owner.token === token) await rm(lockPath, { force: true });
    },
  };
}
