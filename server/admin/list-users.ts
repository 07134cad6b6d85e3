import { and, asc, eq, isNotNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { escapeLike } from '../db/like-pattern';
import { DELETED_ACCOUNT_ISSUER, userStats, users } from '../db/schema/users';
import { AdminError, type AdminOperation } from './operation';
import { count } from '@contract/plural';

/** People listed at most; a search narrows the rest down. */
export const LIST_USERS_LIMIT = 50;

interface Filter {
  operators: boolean;
  suspended: boolean;
  /** Lower-case; '' for everyone. */
  search: string;
}

function parseFilter(args: readonly string[]): Filter {
  const filter: Filter = { operators: false, suspended: false, search: '' };
  for (const arg of args) {
    if (arg === '--operators') filter.operators = true;
    else if (arg === '--suspended') filter.suspended = true;
    else if (arg.startsWith('-')) throw new AdminError(`Unknown option ${arg}: list-users takes --operators, --suspended and one text to look for`);
    else if (filter.search) throw new AdminError('list-users looks for one text at a time (quote a text with spaces)');
    else filter.search = arg.trim().toLowerCase();
  }
  return filter;
}

/**
 * Names come from people: a control character (a newline, a terminal escape) or a bidirectional
 * override in one must not break the one-line-per-person output or reach the admin's terminal.
 */
const printable = (text: string) => text.replace(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/gu, ' ');
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The people matching the filter, by username: the users table and each person's counters row
 * (user_stats, kept by every write), never an aggregate over posts. `count(*) over ()` tells how
 * many matched beyond the limit in the same statement. The 'Deleted account' placeholders
 * (decision 0049) are no one to list. The search is the user search's (a prefix of the username,
 * first name, last name or email, any case: server/modules/users/user-search.document.ts).
 */
async function findPeople(db: Database, { operators, suspended, search }: Filter) {
  const conditions: SQL[] = [sql`${users.oidcIssuer} is distinct from ${DELETED_ACCOUNT_ISSUER}`];
  if (operators) conditions.push(eq(users.isOperator, true));
  if (suspended) conditions.push(isNotNull(users.suspendedAt));
  if (search) {
    const prefix = `${escapeLike(search)}%`;
    const lower = (column: AnyPgColumn) => sql`lower(${column}) like ${prefix}`;
    conditions.push(or(like(users.username, prefix), lower(users.firstName), lower(users.lastName), lower(users.email))!);
  }
  return db
    .select({
      id: users.id,
      username: users.username,
      name: sql<string>`api_display_name(${users})`,
      isOperator: users.isOperator,
      suspendedAt: users.suspendedAt,
      createdAt: users.createdAt,
      gamesJoined: sql<number>`coalesce(${userStats.gamesJoined}, 0)`.mapWith(Number),
      accomplishments: sql<number>`coalesce(${userStats.totalAccomplishments}, 0)`.mapWith(Number),
      matched: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(users)
    .leftJoin(userStats, eq(userStats.userId, users.id))
    .where(and(...conditions))
    .orderBy(sql`${users.username} nulls last`, asc(users.createdAt), asc(users.id))
    .limit(LIST_USERS_LIMIT);
}

type Person = Awaited<ReturnType<typeof findPeople>>[number];

/** 'maya  Maya Lopez  joined 2026-11-20, 3 games joined, 12 accomplishments, operator', names aligned. */
function lines(people: Person[]): string[] {
  const handles = people.map((p) => printable(p.username ?? p.id));
  const names = people.map((p) => printable(p.name));
  const handleWidth = Math.max(...handles.map((h) => h.length));
  const nameWidth = Math.max(...names.map((n) => n.length));
  return people.map((p, i) => {
    const facts = [
      `joined ${day(p.createdAt)}`,
      count(p.gamesJoined, 'game joined', 'games joined'),
      count(p.accomplishments, 'accomplishment', 'accomplishments'),
    ];
    if (p.isOperator) facts.push('operator');
    if (p.suspendedAt) facts.push(`suspended since ${day(p.suspendedAt)}`);
    return `${handles[i]!.padEnd(handleWidth)}  ${names[i]!.padEnd(nameWidth)}  ${facts.join(', ')}`;
  });
}

export const listUsers: AdminOperation = {
  params: ['[--operators]', '[--suspended]', '[SEARCH]'],
  summary: `list people by username (at most ${LIST_USERS_LIMIT}): operators only, suspended only, or whose username, name or email starts with SEARCH`,
  async run(db, args) {
    const people = await findPeople(db, parseFilter(args));
    if (people.length === 0) return 'Nobody found';
    const matched = people[0]!.matched;
    // A first line that says what follows (the admin socket logs only the first line).
    if (matched === people.length) return [`${count(matched, 'person', 'people')}:`, ...lines(people)].join('\n');
    const more = matched - people.length;
    return [`The first ${people.length} of ${matched} people:`, ...lines(people), `${more} more; narrow the search`].join('\n');
  },
};
