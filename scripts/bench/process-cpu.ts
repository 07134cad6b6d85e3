import { readdirSync, readFileSync } from 'node:fs';

/** Linux reports process times in clock ticks of 1/100 s (USER_HZ) on every platform Node runs on. */
const TICK_MS = 10;

function stat(pid: number): { ppid: number; cpuMs: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: fields are counted after its ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    // cutime/cstime: the CPU of children it has reaped (backends that ended during the run).
    return { ppid: Number(fields[1]), cpuMs: (utime! + stime! + cutime! + cstime!) * TICK_MS };
  } catch {
    return undefined; // gone between the listing and the read
  }
}

const pids = () => readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);

/**
 * The PostgreSQL server listening on `port` of this machine: the postmaster started with `-p port`
 * (as the benchmark's throwaway cluster is). Undefined when it runs elsewhere or can't be told.
 */
export function findPostmaster(port: number): number | undefined {
  return pids().find((pid) => {
    try {
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return /postgres$/.test(args[0] ?? '') && args.some((arg, i) => arg === '-p' && args[i + 1] === String(port));
    } catch {
      return false;
    }
  });
}

/** CPU milliseconds a process and its children (a postmaster's backends) have used so far. */
export function processTreeCpuMs(rootPid: number): number {
  let total = stat(rootPid)?.cpuMs ?? 0;
  for (const pid of pids()) {
    const child = stat(pid);
    if (child?.ppid === rootPid) total += child.cpuMs;
  }
  return total;
}
