import { describe, expect, it } from 'vitest';
import { createUser, signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';

describe('GET /api/users/search', () => {
  const t = useTestApp();
  const search = (q: string | undefined, headers?: { cookie: string }) =>
    t.request({ method: 'GET', url: q === undefined ? '/api/users/search' : `/api/users/search?q=${encodeURIComponent(q)}`, headers });

  it('is 401 for a visitor', async () => {
    expect((await search('ad')).statusCode).toBe(401);
  });

  it('matches prefixes of username, first name, last name and email, ignoring case; never me', async () => {
    const me = await signInAs(t.db, { username: 'zed_me', firstName: 'Zed' });
    const byUsername = await createUser(t.db, { username: 'zelda_b', firstName: 'B' });
    const byFirst = await createUser(t.db, { username: 'other1', firstName: 'Zeno' });
    const byLast = await createUser(t.db, { username: 'other2', firstName: 'C', lastName: 'zEller' });
    const byEmail = await createUser(t.db, { username: null, firstName: 'D', email: 'ZEBRA@example.com' });
    await createUser(t.db, { username: 'notze', firstName: 'Amaze', email: 'maze@zeta.io' });

    const res = await search('ZE', me.headers);
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((u: { id: string }) => u.id).sort();
    expect(ids).toEqual([byUsername.id, byFirst.id, byLast.id, byEmail.id].sort());
    expect(res.json()[0]).toEqual(expect.objectContaining({ id: expect.any(String), username: expect.anything() }));
    expect(res.body).not.toMatch(/password|oidc/i);
  });

  it('treats _ and % as characters and answers at most 20', async () => {
    const me = await signInAs(t.db);
    const exact = await createUser(t.db, { username: 'a_b' });
    await createUser(t.db, { username: 'axb' });
    expect((await search('a_', me.headers)).json().map((u: { id: string }) => u.id)).toEqual([exact.id]);
    for (let i = 0; i < 25; i += 1) await createUser(t.db, { username: `many_${i}` });
    expect((await search('many', me.headers)).json()).toHaveLength(20);
  });

  it.each([
    [undefined, 'Type at least 2 characters'],
    ['a', 'Type at least 2 characters'],
    [' a ', 'Type at least 2 characters'],
    ['x'.repeat(101), 'Search text is too long'],
  ])('refuses q=%j with 400', async (q, message) => {
    const me = await signInAs(t.db);
    const res = await search(q, me.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
