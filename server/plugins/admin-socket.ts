import { chmod, rm, stat } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { runAdminRequest } from '../admin/operations';
import { adminRequestSchema, adminSocketPath, canHaveAdminSocket, MAX_REQUEST_BYTES, type AdminAnswer } from '../admin/protocol';
import type { Database } from '../db/client';

/** A connection that says nothing for this long is closed. */
const IDLE_MS = 10_000;

export interface AdminSocket {
  readonly path: string;
  close(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export interface AdminSocketOptions {
  dataDir: string;
  db: Database;
  log: Log;
}

/**
 * The embedded database's admin socket (docs/decisions/0044-admin-command.md). PGlite is one
 * process per data folder (decision 0012), so `npm run admin` must not open the folder while the
 * server runs: it asks the server instead, on `DATA_DIR/admin.sock`. The socket is made with mode
 * 0600 (only the server's own user may connect) and understands exactly the operations of
 * server/admin/operations.ts, one JSON line in, one out.
 *
 * Call it while holding the data-folder lock: a socket file already there is a crashed server's.
 * Resolves to null where there can't be one (Windows, a path too long for a socket); the command
 * then says the server must be stopped first.
 */
export async function startAdminSocket({ dataDir, db, log }: AdminSocketOptions): Promise<AdminSocket | null> {
  const socketPath = adminSocketPath(dataDir);
  if (process.platform === 'win32') return null;
  if (!canHaveAdminSocket(dataDir)) {
    log.warn(`The admin socket path ${socketPath} is too long for a Unix socket: npm run admin works only while the server is stopped`);
    return null;
  }
  // The socket's mode keeps others out; a folder others may write to lets them replace the socket.
  const folderMode = (await stat(dataDir)).mode;
  if (folderMode & 0o022) {
    log.warn(`The data folder ${dataDir} is writable by other users: chmod 700 it (it holds the database and the admin socket)`);
  }
  await rm(socketPath, { force: true });

  const server = createServer((socket) => serve(socket, db, log));
  await listenPrivately(server, socketPath);
  // Belt and braces: whatever the umask did, the socket ends up 0600 or is not offered at all.
  await chmod(socketPath, 0o600);
  if (((await stat(socketPath)).mode & 0o777) !== 0o600) {
    await new Promise((resolve) => server.close(resolve));
    throw new Error(`Could not make the admin socket ${socketPath} private (mode 0600)`);
  }

  return {
    path: socketPath,
    // Closing removes the socket file (libuv unlinks it).
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Listens with umask 0177, so the socket file is created 0600: no moment in which another user
 * could connect. bind() happens inside listen() for a Unix socket, so the umask is restored at
 * once. Worker threads may not change the umask: there the chmod that follows is all.
 */
function listenPrivately(server: Server, socketPath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    let previous: number | undefined;
    try {
      previous = process.umask(0o177);
    } catch {
      previous = undefined;
    }
    try {
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    } finally {
      if (previous !== undefined) process.umask(previous);
    }
  });
}

function answer(socket: Socket, body: AdminAnswer): void {
  socket.end(`${JSON.stringify(body)}\n`);
}

/** One request line, one answer line, then the connection is closed. */
function serve(socket: Socket, db: Database, log: Log): void {
  socket.setEncoding('utf8');
  socket.setTimeout(IDLE_MS, () => socket.destroy());
  socket.on('error', () => socket.destroy());
  let buffer = '';
  let done = false;
  socket.on('data', (chunk: string) => {
    if (done) return;
    buffer += chunk;
    const end = buffer.indexOf('\n');
    if (end < 0) {
      if (Buffer.byteLength(buffer) > MAX_REQUEST_BYTES) {
        done = true;
        answer(socket, { ok: false, message: 'Request too long' });
      }
      return;
    }
    done = true;
    // The request is in: the idle limit was for it. An operation may take minutes (a backup).
    socket.setTimeout(0);
    void handle(buffer.slice(0, end)).then((body) => answer(socket, body));
  });

  async function handle(line: string): Promise<AdminAnswer> {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return { ok: false, message: 'Malformed request: one JSON line { "op", "args" } expected' };
    }
    const request = adminRequestSchema.safeParse(json);
    if (!request.success) return { ok: false, message: 'Malformed request: one JSON line { "op", "args" } expected' };
    try {
      const result = await runAdminRequest(db, request.data);
      // The first line only: what happened ('maya is now an operator'). What follows is for the
      // admin's eyes, not the log: reset-password's one-time link, list-users' people.
      log.info({ op: request.data.op, args: request.data.args, ok: result.ok }, `npm run admin: ${result.message.split('\n')[0]}`);
      return result;
    } catch (error) {
      log.error({ err: error, op: request.data.op }, 'npm run admin failed');
      return { ok: false, message: `The server could not do it: ${(error as Error).message}` };
    }
  }
}
