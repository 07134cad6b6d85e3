import { ConfigError } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupFileError } from './backup-file';

/**
 * Runs one of the database commands (`npm run db:restore`, `db:move-to-postgres`): what it
 * returns is printed, an error the operator can act on is printed as one plain message, anything
 * else with its stack; exit code 0 or 1.
 */
export function runCommand(command: (argv: string[]) => Promise<string>): void {
  command(process.argv.slice(2)).then(
    (message) => {
      console.log(message);
      process.exit(0);
    },
    (error: unknown) => {
      const plain = error instanceof BackupFileError || error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof UsageError;
      console.error(plain ? (error as Error).message : error);
      process.exit(1);
    },
  );
}

/** Wrong words on the command line: the message says how to call it. */
export class UsageError extends Error {
  override name = 'UsageError';
}

export const formatCount = (n: number) => n.toLocaleString('en-US');
