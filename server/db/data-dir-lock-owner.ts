import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFile, readlink } from 'node:fs/promises';
import { hostname } from 'node:os';
import { promisify } from 'node:util';

/**
 * Who holds the data-folder lock (data-dir-lock.ts), written into the lock file, and whether that
 * process still runs. A lock is never judged by its age: a paused or busy server keeps its lock for
 * as long as its process exists (decision 0012). It is taken over only when we can tell
 * for sure that its owner is gone: no process with that PID, or a PID now used by another process
 * (a different start time), or the machine has restarted since (another boot id).
 */
export interface LockOwner {
  pid: number;
  /** The process's start: clock ticks since boot from /proc on Linux, `ps -o lstart` elsewhere. */
  startTime: string | null;
  host: string;
  /** Linux: changes with every restart of the machine, so a lock from before a reboot is stale. */
  bootId: string | null;
  /** Linux: PIDs in another namespace (another container with the same host name) mean nothing here. */
  pidNamespace: string | null;
  /** Unique per lock: tells our lock file from one that replaced it. */
  token: string;
  /** For the person reading the error message. */
  since: string;
}

const onLinux = process.platform === 'linux';

async function readOrNull(read: () => Promise<string>): Promise<string | null> {
  try {
    return (await read()).trim();
  } catch {
    return null;
  }
}

/**
 * /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses, so fields are
 * counted after the last ')'. Field 3 is the state, field 22 the start time.
 */
async function procStat(pid: number): Promise<{ state: string; startTime: string } | null> {
  const stat = await readOrNull(() => readFile(`/proc/${pid}/stat`, 'utf8'));
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
}

export async function processStartTime(pid: number): Promise<string | null> {
  if (onLinux) return (await procStat(pid))?.startTime ?? null;
  // macOS and the BSDs; on Windows there is no `ps` and the PID check alone decides.
  return readOrNull(async () => (await promisify(execFile)('ps', ['-o', 'lstart=', '-p', String(pid)])).stdout);
}

async function thisMachine() {
  return {
    host: hostname(),
    bootId: onLinux ? await readOrNull(() => readFile('/proc/sys/kernel/random/boot_id', 'utf8')) : null,
    pidNamespace: onLinux ? await readOrNull(() => readlink('/proc/self/ns/pid')) : null,
  };
}

export async function describeThisProcess(): Promise<LockOwner> {
  return {
    pid: process.pid,
    startTime: await processStartTime(process.pid),
    ...(await thisMachine()),
    token: randomUUID(),
    since: new Date().toISOString(),
  };
}

/** Signal 0 checks existence only. EPERM: it exists but belongs to another user. */
function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** True unless the owner is certainly gone: when in doubt, the folder stays locked. */
export async function isOwnerAlive(owner: LockOwner): Promise<boolean> {
  const here = await thisMachine();
  // Another machine sharing the folder, or a container with its own host name: we can't see it.
  if (owner.host !== here.host) return true;
  if (owner.bootId && here.bootId && owner.bootId !== here.bootId) return false;
  if (owner.pidNamespace !== here.pidNamespace) return true;
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !processExists(owner.pid)) return false;
  if (onLinux) {
    const stat = await procStat(owner.pid);
    // A zombie has exited (only its parent has not collected it): it holds no files open.
    if (stat?.state === 'Z' || stat?.state === 'X') return false;
  }
  const startTime = await processStartTime(owner.pid);
  // The PID was given to another process since.
  if (startTime && owner.startTime && startTime !== owner.startTime) return false;
  return true;
}

export function parseLockOwner(text: string): LockOwner | null {
  try {
    const value = JSON.parse(text) as Partial<LockOwner>;
    if (typeof value.pid !== 'number' || typeof value.token !== 'string' || typeof value.host !== 'string') return null;
    return {
      pid: value.pid,
      startTime: value.startTime ?? null,
      host: value.host,
      bootId: value.bootId ?? null,
      pidNamespace: value.pidNamespace ?? null,
      token: value.token,
      since: value.since ?? '',
    };
  } catch {
    return null;
  }
}
