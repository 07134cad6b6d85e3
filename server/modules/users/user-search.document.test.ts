import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userSchema } from '@contract/user';
import { readDocument } from '../../../tests/support/document-reads';
import { createUser, signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';
import { DELETED_ACCOUNT_ISSUER, users } from '../../db/schema/users';

describe('GET /api/users/search as a document', () => {
  const t = useTestApp();
  const url = (q: string) => `/api/users/search?q=${encodeURIComponent(q)}`;
  const people = z.array(userSchema);

  it('is an empty list when nobody matches, in one statement', async () => {
    const me = await signInAs(t.db);
    expect(await readDocument(t, { url: url('nobody here'), headers: me.headers }, people)).toEqual([]);
  });

  it('answers public users by username, people without one last, never me', async () => {
    const me = await signInAs(t.db, { username: 'quill_me', firstName: 'Quill' });
    const noName = await createUser(t.db, { username: null, firstName: 'Quentin', lastName: null, email: 'q@example.com' });
    const second = await createUser(t.db, { username: 'quorum', firstName: 'B', bio: 'Bio', profileImageUrl: '/uploads/q.jpg' });
    const first = await createUser(t.db, { username: 'quack', firstName: 'A', lastName: 'Quiet' });
    const byLast = await createUser(t.db, { username: 'other_q', firstName: 'C', lastName: 'QUINN' });

    const list = await readDocument(t, { url: url('qu'), headers: me.headers }, people);
    expect(list).toEqual([byLast, first, second, noName]);
  });

  it("leaves out the 'Deleted account' placeholders that keep a deleted person's results (decision 0049)", async () => {
    const me = await signInAs(t.db);
    await t.db.insert(users).values({ username: null, firstName: 'Deleted account', lastName: null, oidcIssuer: DELETED_ACCOUNT_ISSUER });
    const namesake = await createUser(t.db, { username: 'deleted_fan', firstName: 'Deleted' });
    expect(await readDocument(t, { url: url('deleted'), headers: me.headers }, people)).toEqual([namesake]);
  });

  it('looks for %, _ and \\ as typed', async () => {
    const me = await signInAs(t.db);
    const slash = await createUser(t.db, { firstName: 'Back\\slash' });
    await createUser(t.db, { firstName: 'Backslash' });
    expect(await readDocument(t, { url: url('back\\'), headers: me.headers }, people)).toEqual([slash]);
  });

  it('leaves out people I block and people who block me (decision 0042), not those who are merely blocked by others', async () => {
    const me = await signInAs(t.db);
    const [iBlock, blocksMe, free, blockedByOther] = await Promise.all(
      ['zebra_a', 'zebra_b', 'zebra_c', 'zebra_d'].map((username) => createUser(t.db, { username: `${username}_${me.user.id.slice(0, 8)}` })),
    );
    await t.db.execute(sql`insert into user_blocks (blocker_id, blocked_id) values
      (${me.user.id}, ${iBlock!.id}), (${blocksMe!.id}, ${me.user.id}), (${free!.id}, ${blockedByOther!.id})`);
    const found = await readDocument(t, { url: url(`zebra_`), headers: me.headers }, people);
    expect(found.filter((u) => u.username?.endsWith(me.user.id.slice(0, 8)))).toEqual([free, blockedByOther]);
    // Unblocking shows them again.
    await t.db.execute(sql`delete from user_blocks where blocked_id = ${iBlock!.id}`);
    expect((await readDocument(t, { url: url(iBlock!.username!), headers: me.headers }, people)).map((u) => u.id)).toEqual([iBlock!.id]);
  });
});
