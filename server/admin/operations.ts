import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';
import { issueResetToken } from '../modules/account/reset-token.service';
import { publishNotes } from '../modules/moderation/publish';
import { unsuspendUser } from '../modules/moderation/suspension';
import type { AdminAnswer, AdminRequest } from './protocol';

/**
 * What `npm run admin` can do (docs/decisions/0044-admin-command.md). The same table serves the
 * command run directly on the database and the running server's admin socket, which does nothing
 * else: adding an operation (reset-password, issue 30) is one entry here.
 */
export interface AdminOperation {
  /** The words after the operation's name: `npm run admin -- <name> <params…>`. */
  readonly params: readonly string[];
  readonly summary: string;
  /** Does it and says what happened, in one line; an AdminError for what the admin can fix. */
  run(db: Database, args: readonly string[]): Promise<string>;
}

/** A refusal the admin reads as it is ('No user named x'); the command exits with 1. */
export class AdminError extends Error {
  override name = 'AdminError';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The person named on the command line: a username (stored lower-case), or a user id for someone
 * who signed up through OpenID Connect without one. Locked for the rest of the transaction.
 */
async function findUser(tx: Database, who: string) {
  const name = who.trim().toLowerCase();
  const [row] = await tx
    .select({ id: users.id, username: users.username, isOperator: users.isOperator, suspendedAt: users.suspendedAt, passwordHash: users.passwordHash })
    .from(users)
    .where(UUID.test(name) ? eq(users.id, name) : eq(users.username, name))
    .limit(1)
    .for('update');
  if (!row) throw new AdminError(`No user named ${who}`);
  return { ...row, label: row.username ?? row.id };
}

function setOperator(grant: boolean) {
  return (db: Database, [who]: readonly string[]) =>
    db.transaction(async (tx) => {
      const user = await findUser(tx, who!);
      if (user.isOperator === grant) return grant ? `${user.label} is already an operator` : `${user.label} was not an operator`;
      await tx.update(users).set({ isOperator: grant }).where(eq(users.id, user.id));
      return grant ? `${user.label} is now an operator` : `${user.label} is no longer an operator`;
    });
}

export const adminOperations: Readonly<Record<string, AdminOperation>> = {
  'grant-operator': {
    params: ['USERNAME'],
    summary: 'make the person an operator (they see every report and may suspend accounts)',
    run: setOperator(true),
  },
  'revoke-operator': {
    params: ['USERNAME'],
    summary: 'take the operator role back',
    run: setOperator(false),
  },
  unsuspend: {
    params: ['USERNAME'],
    summary: 'lift a suspension: they may sign in again and what the suspension hid is shown again',
    async run(db, [who]) {
      const result = await db.transaction(async (tx) => {
        const user = await findUser(tx, who!);
        if (!user.suspendedAt) return { message: `${user.label} is not suspended`, notes: [] };
        // Exactly what the suspension hid comes back, with the points (server/modules/moderation).
        const notes = await unsuspendUser(tx, user.id);
        return { message: `${user.label} is no longer suspended; what the suspension hid is shown again`, notes };
      });
      // After the commit: open screens on every instance refresh (a NOTIFY nobody hears is harmless).
      await publishNotes(db, result.notes);
      return result.message;
    },
  },
  'reset-password': {
    params: ['USERNAME'],
    summary: 'print a one-time link (valid 1 hour) where the person chooses a new password; their earlier link stops working',
    async run(db, [who]) {
      const user = await db.transaction((tx) => findUser(tx, who!));
      if (!user.passwordHash) throw new AdminError(`${user.label} signs in through their provider and has no password here`);
      const token = await issueResetToken(db, user.id);
      // The address people use (docs/decisions/0046-password-and-devices.md): the server's own
      // configuration when it runs the request over the socket, the command's otherwise.
      const { PUBLIC_URL, PORT } = loadConfig();
      const origin = PUBLIC_URL ? new URL(PUBLIC_URL).origin : `http://localhost:${PORT}`;
      return `Send this link to ${user.label} (it works once, for 1 hour):\n${origin}/reset-password?token=${token}`;
    },
  },
};

/** The operation of that name; never an inherited property such as 'constructor' or '__proto__'. */
export function findOperation(name: string): AdminOperation | undefined {
  return Object.hasOwn(adminOperations, name) ? adminOperations[name] : undefined;
}

/** The usage lines of every operation, for `npm run admin` without arguments. */
export function usage(): string {
  const lines = Object.entries(adminOperations).map(([name, op]) => `  npm run admin -- ${[name, ...op.params].join(' ')}\n      ${op.summary}`);
  return `Usage:\n${lines.join('\n')}`;
}

/**
 * Runs one request, from the command line or the admin socket: an unknown operation, the wrong
 * number of words or an AdminError is a refusal ({ ok: false }); anything else is thrown.
 */
export async function runAdminRequest(db: Database, request: AdminRequest): Promise<AdminAnswer> {
  const operation = findOperation(request.op);
  if (!operation) return { ok: false, message: `Unknown operation ${request.op}\n${usage()}` };
  if (request.args.length !== operation.params.length) {
    return { ok: false, message: `Usage: npm run admin -- ${[request.op, ...operation.params].join(' ')}` };
  }
  try {
    return { ok: true, message: await operation.run(db, request.args) };
  } catch (error) {
    if (error instanceof AdminError) return { ok: false, message: error.message };
    throw error;
  }
}
