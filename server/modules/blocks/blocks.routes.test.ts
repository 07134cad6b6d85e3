import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blockedUsersSchema } from '@contract/blocks';
import { readDocument, requestOnce } from '../../../tests/support/document-reads';
import { signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';

/** PUT/DELETE /api/users/{id}/block and GET /api/user/blocks (docs/decisions/0043-blocks.md). */
describe('block routes', () => {
  const t = useTestApp();

  const block = (me: SignedInUser, them: SignedInUser, method: 'PUT' | 'DELETE' = 'PUT') =>
    t.request({ method, url: `/api/users/${them.user.id}/block`, headers: me.headers });
  const list = (me: SignedInUser) => readDocument(t, { url: '/api/user/blocks', headers: me.headers }, blockedUsersSchema);
  const rows = async (me: SignedInUser) =>
    (await t.db.execute(sql`select count(*)::int as n from user_blocks where blocker_id = ${me.user.id}`)) as unknown as { rows: Array<{ n: number }> };

  it('lists the people I block, most recently blocked first, public fields only, in one statement', async () => {
    const me = await signInAs(t.db);
    const [ann, ben, cy] = [await signInAs(t.db, { firstName: 'Ann' }), await signInAs(t.db, { firstName: 'Ben' }), await signInAs(t.db)];
    expect(await list(me)).toEqual({ users: [] });
    for (const person of [ann, ben, cy]) expect((await block(me, person)).statusCode).toBe(204);
    // Someone else's blocks are not mine.
    expect((await block(cy, me)).statusCode).toBe(204);
    const { users } = await list(me);
    expect(users.map((u) => u.id)).toEqual([cy.user.id, ben.user.id, ann.user.id]);
    expect(users[1]).toEqual(ben.user);
  });

  it('blocking twice is one row and keeps its place; unblocking twice is fine', async () => {
    const me = await signInAs(t.db);
    const [ann, ben] = [await signInAs(t.db), await signInAs(t.db)];
    expect((await block(me, ann)).statusCode).toBe(204);
    expect((await block(me, ben)).statusCode).toBe(204);
    expect((await block(me, ann)).statusCode).toBe(204);
    expect((await rows(me)).rows[0]!.n).toBe(2);
    expect((await list(me)).users.map((u) => u.id)).toEqual([ben.user.id, ann.user.id]);
    expect((await block(me, ann, 'DELETE')).statusCode).toBe(204);
    expect((await block(me, ann, 'DELETE')).statusCode).toBe(204);
    expect((await list(me)).users.map((u) => u.id)).toEqual([ben.user.id]);
  });

  it('a visitor reading the list is 401 in one statement', async () => {
    const res = await requestOnce(t, { method: 'GET', url: '/api/user/blocks', headers: { cookie: 'sid=nobody' } });
    expect(res.statusCode).toBe(401);
  });
});
