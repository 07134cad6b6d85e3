import { existsSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { DataDirLockedError, lockDataDir } from '../db/data-dir-lock';
import { AdminError, takesArgs, usageLine } from './operation';
import { findOperation, runAdminRequest, usage } from './operations';
import { adminSocketPath, canHaveAdminSocket, type AdminAnswer, type AdminRequest } from './protocol';
import { askServer } from './socket-client';

/** How long a server that holds the data folder but has no socket yet (still starting) is waited for. */
const WAIT_FOR_SERVER_MS = 20_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens the database, runs the one request, closes it again. */
async function runOn(target: DatabaseTarget, request: AdminRequest): Promise<AdminAnswer> {
  const database = await openDatabase(target);
  try {
    return await runAdminRequest(database.db, request);
  } finally {
    await database.close();
  }
}

/**
 * The embedded database (docs/decisions/0044-admin-command.md): never opened while a server runs
 * on the folder (decision 0012). A running server is asked over its admin socket; with none
 * running, the command takes the data-folder lock itself, so a server started meanwhile waits its
 * turn (it refuses to start, naming this process).
 */
async function runOnDataDir(dataDir: string, request: AdminRequest, answerWithinMs?: number): Promise<AdminAnswer> {
  if (!existsSync(dataDir)) throw new AdminError(`There is no data folder ${dataDir}: start the server once, or set DATA_DIR`);
  const socketPath = adminSocketPath(dataDir);
  const deadline = Date.now() + (canHaveAdminSocket(dataDir) ? WAIT_FOR_SERVER_MS : 0);
  for (;;) {
    const answer = await askServer(socketPath, request, answerWithinMs);
    if (answer) return answer;
    let lock;
    try {
      lock = await lockDataDir(dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
      // A server holds the folder but has no socket yet: it is still starting.
      if (Date.now() < deadline) {
        await sleep(500);
        continue;
      }
      throw new AdminError(
        `${error.message}\nThat server does not answer on its admin socket (${socketPath}): stop it, run this command, then start it again.`,
      );
    }
    try {
      const pgdata = path.join(dataDir, 'pgdata');
      if (!existsSync(pgdata)) throw new AdminError(`There is no database in ${dataDir}: start the server once, or set DATA_DIR`);
      return await runOn({ kind: 'pglite', dataDir: pgdata }, request);
    } finally {
      await lock.release();
    }
  }
}

async function run(argv: string[], config: () => AppConfig): Promise<number> {
  const [op, ...args] = argv;
  if (!op || op === 'help' || op === '--help' || op === '-h') {
    (op ? console.log : console.error)(usage());
    return op ? 0 : 1;
  }
  const operation = findOperation(op);
  // Refused before any database is opened.
  if (!operation) {
    console.error(`Unknown operation ${op}\n${usage()}`);
    return 1;
  }
  if (!takesArgs(operation, args)) {
    console.error(usageLine(op, operation));
    return 1;
  }
  const { DATABASE_URL, DATABASE_PREPARED_STATEMENTS, DATA_DIR } = config();
  const request = { op, args: operation.localArgs?.(args) ?? args };
  // PostgreSQL takes many connections: the command is one more client, whether servers run or not.
  const answer = DATABASE_URL
    ? await runOn({ kind: 'postgres', url: DATABASE_URL, preparedStatements: DATABASE_PREPARED_STATEMENTS }, request)
    : await runOnDataDir(DATA_DIR, request, operation.answerWithinMs);
  if (answer.ok) console.log(answer.message);
  else console.error(answer.message);
  return answer.ok ? 0 : 1;
}

/** `npm run admin -- <operation> <words…>`: exit 0 when done, 1 when refused or failed. */
run(process.argv.slice(2), () => loadConfig()).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const plain = error instanceof AdminError || error instanceof ConfigError || error instanceof DataDirLockedError;
    console.error(plain ? (error as Error).message : error);
    process.exitCode = 1;
  },
);
