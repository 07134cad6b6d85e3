import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';
import { usingPostgres } from '../../tests/support/test-database';
import { askServer } from '../admin/socket-client';
import { users } from '../db/schema/users';
import { startAdminSocket, type AdminSocket } from './admin-socket';

/** One raw line to the socket, its raw answer back (what any local process could send). */
function exchange(socketPath: string, line: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(line));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
  });
}

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

// The socket exists only for the embedded database (docs/decisions/0044-admin-command.md).
describe.runIf(!usingPostgres())('the admin socket', () => {
  const t = useTestApp();
  let dataDir: string;
  let socket: AdminSocket;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'czc-admin-'));
    // A socket file a crashed server left behind is replaced.
    await writeFile(path.join(dataDir, 'admin.sock'), 'stale');
    socket = (await startAdminSocket({ dataDir, db: t.db, log: silent }))!;
  });
  afterAll(async () => {
    await socket?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is DATA_DIR/admin.sock, a socket only its owner may open (mode 0600)', async () => {
    expect(socket.path).toBe(path.join(dataDir, 'admin.sock'));
    const info = await stat(socket.path);
    expect(info.isSocket()).toBe(true);
    expect((info.mode & 0o777).toString(8)).toBe('600');
  });

  it('runs an operation of the table and answers one line', async () => {
    const person = await createUser(t.db, { username: 'socket_maya' });
    expect(await exchange(socket.path, '{"op":"grant-operator","args":["socket_maya"]}\n')).toBe(
      '{"ok":true,"message":"socket_maya is now an operator"}\n',
    );
    expect((await t.db.select().from(users).where(eq(users.id, person.id)))[0]!.isOperator).toBe(true);
    expect(await askServer(socket.path, { op: 'grant-operator', args: ['nobody_here'] })).toEqual({ ok: false, message: 'No user named nobody_here' });
  });

  it('refuses anything else: unknown operations, SQL, other fields, malformed or endless lines', async () => {
    const unknown = JSON.parse(await exchange(socket.path, '{"op":"sql","args":["drop table users"]}\n'));
    expect(unknown.ok).toBe(false);
    expect(unknown.message).toMatch(/^Unknown operation sql\n/);
    for (const line of ['{"sql":"select 1"}\n', '{"op":"grant-operator","args":["x"],"sql":"select 1"}\n', 'grant-operator maya\n']) {
      expect(JSON.parse(await exchange(socket.path, line)), line).toEqual({
        ok: false,
        message: 'Malformed request: one JSON line { "op", "args" } expected',
      });
    }
    expect(JSON.parse(await exchange(socket.path, 'x'.repeat(10_000)))).toEqual({ ok: false, message: 'Request too long' });
    // The users table is still there.
    expect((await t.db.select({ id: users.id }).from(users).limit(1)).length).toBe(1);
  });

  it('removes the socket file when closed', async () => {
    const other = await mkdtemp(path.join(tmpdir(), 'czc-admin-'));
    try {
      const second = (await startAdminSocket({ dataDir: other, db: t.db, log: silent }))!;
      await second.close();
      await expect(stat(second.path)).rejects.toMatchObject({ code: 'ENOENT' });
      // Nobody listens: the command opens the folder itself instead.
      expect(await askServer(second.path, { op: 'grant-operator', args: ['x'] })).toBeNull();
    } finally {
      await rm(other, { recursive: true, force: true });
    }
  });

  it("carries a several-line answer in its one JSON line, and logs only the answer's first line", async () => {
    await createUser(t.db, { username: 'socket_reset', passwordHash: 'not a real hash' });
    const logged: string[] = [];
    const other = await mkdtemp(path.join(tmpdir(), 'czc-admin-'));
    const logging = (await startAdminSocket({ dataDir: other, db: t.db, log: { ...silent, info: (...args: unknown[]) => void logged.push(String(args[1])) } }))!;
    try {
      const answer = await askServer(logging.path, { op: 'reset-password', args: ['socket_reset'] });
      const [first, link] = answer!.message.split('\n');
      expect(first).toBe('Send this link to socket_reset (it works once, for 1 hour):');
      expect(link).toMatch(/\/reset-password\?token=/);
      // The one-time link is for the admin's eyes: never in the server log.
      expect(logged).toEqual([`npm run admin: ${first}`]);
    } finally {
      await logging.close();
      await rm(other, { recursive: true, force: true });
    }
  });
});
