import { BackupFileError, readBackupFile, type BackupContents } from './backup-file';
import { backupPglite, pgliteRunner } from './pglite-instance';
import { compareCounts, countRows } from './row-counts';

/**
 * Restores a backup into a throwaway in-memory database and compares every table's row count with
 * the counts the backup carries: a backup that was never restored is a hope, not a backup. Throws
 * a BackupFileError naming what differs; resolves to the contents when the file is proven.
 */
export async function proveRestorable(file: string): Promise<BackupContents> {
  const contents = await readBackupFile(file);
  const scratch = await backupPglite();
  try {
    try {
      await scratch.exec(contents.sql);
    } catch (error) {
      throw new BackupFileError(`${file} does not restore: ${(error as Error).message}`);
    }
    const differences = compareCounts(contents.counts, await countRows(pgliteRunner(scratch)), 'after a test restore');
    if (differences.length > 0) throw new BackupFileError(`${file} does not restore whole:\n  ${differences.join('\n  ')}`);
    return contents;
  } finally {
    await scratch.close();
  }
}
