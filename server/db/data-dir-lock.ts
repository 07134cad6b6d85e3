import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another server process is already using the data folder ${dataDir}. ` +
        'Stop it first, or start this one with another DATA_DIR.',
    );
  }
}

/**
 * PGlite does not lock its folder and two processes on one folder corrupt it (STACK-NOTES), so the
 * server holds a lock for as long as it runs. A lock left by a crashed process goes stale and is
 * taken over after `staleMs`.
 */
export async function lockDataDir(dataDir: string, staleMs = 10_000): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: path.join(dataDir, 'server.lock'),
      stale: staleMs,
      update: staleMs / 2,
      realpath: false,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataDirLockedError(dataDir);
    throw error;
  }
}
