/**
 * `npm run db:restore -- FILE`: restores a backup into the configured database, which must be
 * empty: DATABASE_URL's PostgreSQL, or else the embedded database in DATA_DIR (a folder without
 * one, or one no server has written people into). The embedded folder is locked meanwhile, so a
 * server can't start on it half restored. Afterwards the server's migrations run once, as at
 * start, so a backup of an older version is brought up to date (docs/decisions/0051-backups-restore-and-move.md).
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { formatCount, runCommand, UsageError } from './command-line';
import { describeTarget, restoreInto, type RestoreTarget } from './restore';

async function restoreCommand(argv: string[]): Promise<string> {
  if (argv.length !== 1 || argv[0]!.startsWith('-')) throw new UsageError('Usage: npm run db:restore -- FILE');
  // npm runs scripts in the package's folder; INIT_CWD is where the command was typed (as db:backup's --out).
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argv[0]!);
  const config = loadConfig();
  const target: RestoreTarget = config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(path.resolve(config.DATA_DIR), 'pgdata') };
  const result = await restoreInto(file, target);
  return (
    `Restored the backup taken ${result.takenAt.toISOString()} into ${describeTarget(target)}: ` +
    `${result.tables} tables, ${formatCount(result.rows)} rows, every table's count equal to the backup's.\n` +
    'Start the server (npm start) to use it.'
  );
}

runCommand(restoreCommand);
