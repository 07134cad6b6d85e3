import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { userSearchResultSchema } from '@contract/games';
import { readDocument } from '../../../tests/support/document-reads';
import { addParticipant, createGame, createUser, signInAs } from '../../../tests/support/factories';
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

  describe('with gameId: where each person stands in that game (decision 0053)', () => {
    const results = z.array(userSearchResultSchema);
    /** Each case its own names (one database per file): `p` is a fresh prefix, the search text. */
    const prefix = () => `k${randomUUID().slice(0, 6)}_`;
    const marks = async (p: string, gameId: string, headers: { cookie: string }) =>
      Object.fromEntries(
        (await readDocument(t, { url: `/api/users/search?q=${p}&gameId=${gameId}`, headers }, results)).map((u) => [
          u.username!.slice(p.length),
          u.inGame,
        ]),
      );

    async function setting(p: string) {
      const me = await signInAs(t.db, { username: `${p}me` });
      const game = await createGame(t.db, me.user.id, { isPublic: false });
      const inside = await createUser(t.db, { username: `${p}in` });
      await addParticipant(t.db, game.id, inside.id);
      await createUser(t.db, { username: `${p}asked` });
      await createUser(t.db, { username: `${p}free` });
      const invited = await t.request({ method: 'POST', url: `/api/games/${game.id}/invite`, headers: me.headers, payload: { username: `${p}asked` } });
      expect(invited.statusCode, invited.body).toBe(201);
      return { me, game };
    }

    it("marks participants and pending invitations for one of the game's participants", async () => {
      const p = prefix();
      const { me, game } = await setting(p);
      expect(await marks(p, game.id, me.headers)).toEqual({ asked: 'invited', in: 'participant', free: null });
    });

    it("marks nobody for someone outside the game, or for an id that is no game: who is in a private game isn't theirs to see", async () => {
      const p = prefix();
      const { game } = await setting(p);
      const stranger = await signInAs(t.db, { username: `${p}out` });
      const none = { asked: null, in: null, free: null, me: null };
      expect(await marks(p, game.id, stranger.headers)).toEqual(none);
      expect(await marks(p, randomUUID(), stranger.headers)).toEqual(none);
    });

    it('without gameId the results carry no mark at all', async () => {
      const p = prefix();
      const { me } = await setting(p);
      const list = (await search(p, me.headers)).json() as Array<Record<string, unknown>>;
      expect(list).toHaveLength(3);
      for (const person of list) expect(person).not.toHaveProperty('inGame');
    });

    it('refuses a gameId that is not an id with 400 and a message; a visitor still gets 401', async () => {
      const me = await signInAs(t.db);
      const bad = await t.request({ method: 'GET', url: '/api/users/search?q=kay&gameId=nope', headers: me.headers });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('gameId must be a game id');
      expect((await t.request({ method: 'GET', url: `/api/users/search?q=kay&gameId=${randomUUID()}` })).statusCode).toBe(401);
    });
  });
});
