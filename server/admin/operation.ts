import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { DELETED_ACCOUNT_ISSUER, users } from '../db/schema/users';

/**
 * One operation of `npm run admin` (docs/decisions/0044-admin-command.md); the table is
 * server/admin/operations.ts.
 */
export interface AdminOperation {
  /** The words after the operation's name: `npm run admin -- <name> <params…>`; `[WORD]` may be left out. */
  readonly params: readonly string[];
  readonly summary: string;
  /**
   * The words as sent to the database's side, made where the command was typed: a file path made
   * absolute (a running server has another working folder). Default: as typed.
   */
  localArgs?(args: readonly string[]): string[];
  /** How long the command waits for a running server's answer; default 60 s. A backup takes longer. */
  readonly answerWithinMs?: number;
  /** Does it and says what happened (one line, or one per person listed); an AdminError for what the admin can fix. */
  run(db: Database, args: readonly string[]): Promise<string>;
}

/** A refusal the admin reads as it is ('No user named x'); the command exits with 1. */
export class AdminError extends Error {
  override name = 'AdminError';
}

const optional = (param: string) => param.startsWith('[');

/** Whether `args` has as many words as the operation takes: every required one, no more than all. */
export function takesArgs(operation: AdminOperation, args: readonly string[]): boolean {
  return args.length >= operation.params.filter((param) => !optional(param)).length && args.length <= operation.params.length;
}

/** 'npm run admin -- name PARAMS…', as the usage shows it. */
export function commandLine(name: string, operation: AdminOperation): string {
  return `npm run admin -- ${[name, ...operation.params].join(' ')}`;
}

/** The answer to a wrong number of words. */
export const usageLine = (name: string, operation: AdminOperation) => `Usage: ${commandLine(name, operation)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The person named on the command line: a username (stored lower-case), or a user id for someone
 * who signed up through OpenID Connect without one. Locked for the rest of the transaction. The
 * 'Deleted account' placeholders (decision 0049) are nobody to act on: they can't be named.
 */
export async function findUser(tx: Database, who: string) {
  const name = who.trim().toLowerCase();
  const [row] = await tx
    .select({ id: users.id, username: users.username, isOperator: users.isOperator, suspendedAt: users.suspendedAt, passwordHash: users.passwordHash })
    .from(users)
    .where(
      and(UUID.test(name) ? eq(users.id, name) : eq(users.username, name), sql`${users.oidcIssuer} is distinct from ${DELETED_ACCOUNT_ISSUER}`),
    )
    .limit(1)
    .for('update');
  if (!row) throw new AdminError(`No user named ${who}`);
  return { ...row, label: row.username ?? row.id };
}
