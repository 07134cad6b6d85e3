import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addParticipant, createGame, createUser, sharePost } from '../../tests/support/factories';
import { useTestApp } from '../../tests/support/test-app';
import { DELETED_ACCOUNT_ISSUER, userStats, users } from '../db/schema/users';
import { suspendUser } from '../modules/moderation/suspension';
import { LIST_USERS_LIMIT } from './list-users';
import { runAdminRequest } from './operations';

/** `npm run admin -- list-users` (docs/decisions/0044-admin-command.md) on PGlite and PostgreSQL. */
const t = useTestApp();
const list = async (...args: string[]) => {
  const answer = await runAdminRequest(t.db, { op: 'list-users', args });
  expect(answer.ok, answer.message).toBe(true);
  return answer.message.split('\n');
};
const DATE = String.raw`\d{4}-\d{2}-\d{2}`;

describe('npm run admin -- list-users', () => {
  it('lists one line per person by username, with their name, join date, counters and role; filters and searches', async () => {
    const ann = await createUser(t.db, { username: 'lu_ann', firstName: 'Ann', lastName: 'Operator', isOperator: true });
    const bob = await createUser(t.db, { username: 'lu_bob', firstName: 'Bob', lastName: null, email: 'robert@example.com' });
    const cyd = await createUser(t.db, { username: 'lu_cyd', firstName: 'Cyd', lastName: 'Both', isOperator: true });
    const game = await createGame(t.db, ann.id);
    await addParticipant(t.db, game.id, bob.id);
    await sharePost(t.db, bob.id, game.id);
    // The factories join games without the membership counters: the stored counter is what shows.
    await t.db.update(userStats).set({ gamesJoined: 2 }).where(eq(userStats.userId, bob.id));
    for (const person of [ann, cyd]) await t.db.transaction((tx) => suspendUser(tx, person.id));
    // A deleted person's placeholder whose name would match: never listed.
    await t.db.insert(users).values({ firstName: 'lu_ deleted', oidcIssuer: DELETED_ACCOUNT_ISSUER });

    const all = await list('lu_');
    expect(all[0]).toBe('3 people:');
    expect(all.slice(1)).toHaveLength(3);
    expect(all[1]).toMatch(new RegExp(`^lu_ann {2}Ann Operator {2}joined ${DATE}, 0 games joined, 0 accomplishments, operator, suspended since ${DATE}$`));
    expect(all[2]).toMatch(new RegExp(`^lu_bob {2}Bob {11}joined ${DATE}, 2 games joined, 1 accomplishment$`));
    expect(all[3]).toMatch(/^lu_cyd {2}Cyd Both {6}joined .*, operator, suspended since /);

    expect((await list('--operators', 'lu_')).slice(1).map((line) => line.split(' ')[0])).toEqual(['lu_ann', 'lu_cyd']);
    expect((await list('lu_', '--suspended', '--operators')).slice(1).map((line) => line.split(' ')[0])).toEqual(['lu_ann', 'lu_cyd']);
    // Any case, by name or email prefix; LIKE's wildcards are plain characters.
    expect((await list('ROBERT@')).slice(1).map((line) => line.split(' ')[0])).toEqual(['lu_bob']);
    expect((await list('operator')).some((line) => line.startsWith('lu_ann'))).toBe(true);
    expect(await list('lu%')).toEqual(['Nobody found']);
    expect(await list('--operators', 'lu_nobody')).toEqual(['Nobody found']);
  });

  it(`shows at most ${LIST_USERS_LIMIT} and says how many more`, async () => {
    const count = LIST_USERS_LIMIT + 3;
    await t.db.insert(users).values(Array.from({ length: count }, (_, i) => ({ username: `bulk_${String(i).padStart(3, '0')}`, firstName: 'Bulk' })));
    const lines = await list('bulk_');
    expect(lines[0]).toBe(`The first ${LIST_USERS_LIMIT} of ${count} people:`);
    expect(lines.slice(1, -1).map((line) => line.split(' ')[0])).toEqual(Array.from({ length: LIST_USERS_LIMIT }, (_, i) => `bulk_${String(i).padStart(3, '0')}`));
    expect(lines.at(-1)).toBe('3 more; narrow the search');
    // Everyone (no search) is limited the same way.
    expect((await list()).at(-1)).toMatch(/^\d+ more; narrow the search$/);
  });

  it('keeps a name with control characters on its own line, and refuses unknown options and extra words', async () => {
    await createUser(t.db, { username: 'lu_evil', firstName: 'Evil\n\u001b[31mred\u202e', lastName: null });
    const lines = await list('lu_evil');
    expect(lines).toEqual(['1 person:', expect.stringMatching(/^lu_evil {2}Evil {2}\[31mred +joined /)]);
    expect(['\u001b', '\u202e'].filter((c) => lines[1]!.includes(c))).toEqual([]);

    expect(await runAdminRequest(t.db, { op: 'list-users', args: ['--all'] })).toEqual({
      ok: false,
      message: 'Unknown option --all: list-users takes --operators, --suspended and one text to look for',
    });
    expect(await runAdminRequest(t.db, { op: 'list-users', args: ['ann', 'bob'] })).toEqual({
      ok: false,
      message: 'list-users looks for one text at a time (quote a text with spaces)',
    });
    expect(await runAdminRequest(t.db, { op: 'list-users', args: ['a', 'b', 'c', 'd'] })).toEqual({
      ok: false,
      message: 'Usage: npm run admin -- list-users [--operators] [--suspended] [SEARCH]',
    });
  });
});
