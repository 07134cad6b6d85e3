import path from 'node:path';
import { AdminError, type AdminOperation } from '../admin/operation';
import { BackupFileError } from './backup-file';
import { formatCount } from './command-line';
import { backupSourceOf, takeBackup } from './take-backup';

const USAGE = 'Usage: npm run db:backup -- --out FILE (FILE.sql plain, FILE.sql.gz compressed)';

/**
 * `npm run db:backup -- --out FILE` (docs/decisions/0051-backups-restore-and-move.md): an
 * operation of `npm run admin`, so it reaches the database the one way the others do. With a
 * server running on the embedded folder, the server makes the backup (its admin socket) and
 * writes FILE itself: the socket is its own user's only, so the file is written as that user
 * would. FILE arrives as an absolute path: the command resolves it where it was typed.
 */
export const backupOperation: AdminOperation = {
  params: ['--out', 'FILE'],
  summary: 'write a backup of the database to FILE, proven by a test restore (npm run db:backup -- --out FILE)',
  // npm runs scripts in the package's folder; INIT_CWD is where the command was typed.
  localArgs: ([flag, file]) => [flag!, path.resolve(process.env.INIT_CWD ?? process.cwd(), file!)],
  // Minutes for a large database: the dump and its test restore run while the command waits.
  answerWithinMs: 60 * 60_000,
  async run(db, [flag, file]) {
    if (flag !== '--out' || !file) throw new AdminError(USAGE);
    if (!path.isAbsolute(file)) throw new AdminError(`${USAGE}: the file must be given as an absolute path`);
    try {
      const result = await takeBackup(backupSourceOf(db), file);
      return (
        `Backed up ${result.tables} tables, ${formatCount(result.rows)} rows to ${result.file} ` +
        `(${formatCount(Math.ceil(result.bytes / 1024))} KB), proven by a test restore with every table's count equal.`
      );
    } catch (error) {
      if (error instanceof BackupFileError) throw new AdminError(error.message);
      throw error;
    }
  },
};
