import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/users';
import { issueResetToken } from '../modules/account/reset-token.service';
import type { EventNote } from '../modules/events/event-notes';
import { publishNotes } from '../modules/moderation/publish';
import { suspendUser, unsuspendUser } from '../modules/moderation/suspension';
import { closeReportsOnPerson } from '../modules/reports/report-resolution';
import { backupOperation } from '../backup/backup-operation';
import { listUsers } from './list-users';
import { AdminError, commandLine, findUser, takesArgs, usageLine, type AdminOperation } from './operation';
import type { AdminAnswer, AdminRequest } from './protocol';

function setOperator(grant: boolean) {
  return (db: Database, [who]: readonly string[]) =>
    db.transaction(async (tx) => {
      const user = await findUser(tx, who!);
      if (user.isOperator === grant) return grant ? `${user.label} is already an operator` : `${user.label} was not an operator`;
      await tx.update(users).set({ isOperator: grant }).where(eq(users.id, user.id));
      return grant ? `${user.label} is now an operator` : `${user.label} is no longer an operator`;
    });
}

type Person = Awaited<ReturnType<typeof findUser>>;

/**
 * Suspending and lifting it through the moderation service, exactly as an operator does in the app
 * (server/modules/moderation/suspension.ts: sessions, hidden content, score counters), with the
 * live events published after the commit, so open screens on every instance refresh (a NOTIFY
 * nobody hears is harmless). `already` answers a person already in that state.
 */
function setSuspension(options: {
  suspend: boolean;
  already: (user: Person) => string;
  done: (user: Person) => string;
}) {
  // Suspending closes the open reports on them too, as a suspension from a report does.
  const change = options.suspend
    ? async (tx: Database, userId: string) => {
        const notes = await suspendUser(tx, userId);
        await closeReportsOnPerson(tx, userId);
        return notes;
      }
    : unsuspendUser;
  return async (db: Database, [who]: readonly string[]) => {
    const result = await db.transaction(async (tx): Promise<{ message: string; notes: EventNote[] }> => {
      const user = await findUser(tx, who!);
      if (Boolean(user.suspendedAt) === options.suspend) return { message: options.already(user), notes: [] };
      return { message: options.done(user), notes: await change(tx, user.id) };
    });
    await publishNotes(db, result.notes);
    return result.message;
  };
}

/**
 * What `npm run admin` can do (docs/decisions/0044-admin-command.md). The same table serves the
 * command run directly on the database and the running server's admin socket, which does nothing
 * else: adding an operation is one entry here.
 */
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
  suspend: {
    params: ['USERNAME'],
    summary: 'suspend the account, as an operator does from a report: every session ends, no sign-in, everything they wrote is hidden',
    run: setSuspension({
      suspend: true,
      already: (user) => `${user.label} is already suspended`,
      // The app lets an operator suspend another operator too; the role stays for when it is lifted.
      done: (user) =>
        `${user.label} is suspended: signed out everywhere, no sign-in until unsuspend, and what they wrote is hidden` +
        (user.isOperator ? ` (still an operator: revoke-operator takes the role)` : ''),
    }),
  },
  unsuspend: {
    params: ['USERNAME'],
    summary: 'lift a suspension: they may sign in again and what the suspension hid is shown again',
    // Exactly what the suspension hid comes back, with the points; not what moderators hid.
    run: setSuspension({
      suspend: false,
      already: (user) => `${user.label} is not suspended`,
      done: (user) => `${user.label} is no longer suspended; what the suspension hid is shown again`,
    }),
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
  'list-users': listUsers,
  backup: backupOperation,
};

/** The operation of that name; never an inherited property such as 'constructor' or '__proto__'. */
export function findOperation(name: string): AdminOperation | undefined {
  return Object.hasOwn(adminOperations, name) ? adminOperations[name] : undefined;
}

/** The usage lines of every operation, for `npm run admin` without arguments. */
export function usage(): string {
  const lines = Object.entries(adminOperations).map(([name, op]) => `  ${commandLine(name, op)}\n      ${op.summary}`);
  return `Usage:\n${lines.join('\n')}`;
}

/**
 * Runs one request, from the command line or the admin socket: an unknown operation, the wrong
 * number of words or an AdminError is a refusal ({ ok: false }); anything else is thrown.
 */
export async function runAdminRequest(db: Database, request: AdminRequest): Promise<AdminAnswer> {
  const operation = findOperation(request.op);
  if (!operation) return { ok: false, message: `Unknown operation ${request.op}\n${usage()}` };
  if (!takesArgs(operation, request.args)) return { ok: false, message: usageLine(request.op, operation) };
  try {
    return { ok: true, message: await operation.run(db, request.args) };
  } catch (error) {
    if (error instanceof AdminError) return { ok: false, message: error.message };
    throw error;
  }
}
