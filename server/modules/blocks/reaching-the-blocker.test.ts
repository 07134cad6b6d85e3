import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BLOCKED_MESSAGE } from '@contract/blocks';
import { addParticipant, createGame, sharePost, signInAs, type SignedInUser } from '../../../tests/support/factories';
import { useTestApp, type TestRequest } from '../../../tests/support/test-app';

/**
 * A blocked person × every way of reaching the blocker (docs/decisions/0040-trust-and-safety.md, docs/decisions/0043-blocks.md):
 * each answers 403 with the neutral message and writes nothing (rows counted before and after),
 * and works again once the block is lifted. The blocker's own actions toward the blocked person
 * stay allowed except messages (a block works both ways there), and neither person's actions
 * toward anyone else change.
 */
interface World {
  blocker: SignedInUser;
  blocked: SignedInUser;
  other: SignedInUser;
  /** The blocker's game, with the blocked person and `other` in it. */
  gameId: string;
  /** The blocker's post in it, and the blocked person's and other's. */
  blockerPost: string;
  blockedPost: string;
  otherPost: string;
  /** A public game of the blocker that needs approval (neither the blocked person nor other is in it). */
  approvalGameId: string;
  /** A game of the blocked person's own, without the blocker. */
  blockedGameId: string;
  /** A game of other's own, without the blocker or the blocked person. */
  otherGameId: string;
}

interface Way {
  request: (w: World, from: SignedInUser, to: SignedInUser) => TestRequest;
  /** The rows this way writes from `from` toward `to`. */
  rows: (w: World, from: SignedInUser, to: SignedInUser) => SQL;
  ok: number;
}

const postOf = (w: World, person: SignedInUser) => (person === w.blocker ? w.blockerPost : person === w.blocked ? w.blockedPost : w.otherPost);
const gameOf = (w: World, person: SignedInUser) => (person === w.blocked ? w.blockedGameId : person === w.other ? w.otherGameId : w.approvalGameId);

const message = (w: World, _from: SignedInUser, to: SignedInUser): TestRequest => ({
  method: 'POST',
  url: '/api/messages',
  payload: { gameId: w.gameId, recipientId: to.user.id, content: 'Hello' },
});
const messageRows = (_w: World, from: SignedInUser, to: SignedInUser) =>
  sql`select (select count(*) from messages where sender_id = ${from.user.id} and recipient_id = ${to.user.id})
    + (select count(*) from conversations where user_id in (${from.user.id}, ${to.user.id}) and other_user_id in (${from.user.id}, ${to.user.id}))`;

const WAYS: Record<string, Way> = {
  message: { request: message, rows: messageRows, ok: 201 },
  'message queued offline (Idempotency-Key)': {
    request: (w, from, to) => ({ ...message(w, from, to), headers: { 'idempotency-key': randomUUID() } }),
    rows: messageRows,
    ok: 201,
  },
  // `from` invites `to` into a game of `from`'s own, which `to` is not in.
  invite: {
    request: (w, from, to) => ({ method: 'POST', url: `/api/games/${gameOf(w, from)}/invite`, payload: { username: to.user.username } }),
    rows: (w, from, to) => sql`select count(*) from invitations where game_id = ${gameOf(w, from)} and invited_user_id = ${to.user.id}`,
    ok: 201,
  },
  comment: {
    request: (w, _from, to) => ({ method: 'POST', url: '/api/comments', payload: { postId: postOf(w, to), content: 'Nice' } }),
    rows: (w, from, to) => sql`select count(*) + (select comment_count from posts where id = ${postOf(w, to)})
      from comments where post_id = ${postOf(w, to)} and user_id = ${from.user.id}`,
    ok: 201,
  },
  'like (POST toggle)': {
    request: (w, _from, to) => ({ method: 'POST', url: `/api/posts/${postOf(w, to)}/upvote` }),
    rows: (w, from, to) => sql`select count(*) + (select upvote_count from posts where id = ${postOf(w, to)})
      from upvotes where post_id = ${postOf(w, to)} and user_id = ${from.user.id}`,
    ok: 200,
  },
  'like (PUT set)': {
    request: (w, _from, to) => ({ method: 'PUT', url: `/api/posts/${postOf(w, to)}/upvote`, payload: { upvoted: true } }),
    rows: (w, from, to) => sql`select count(*) + (select upvote_count from posts where id = ${postOf(w, to)})
      from upvotes where post_id = ${postOf(w, to)} and user_id = ${from.user.id}`,
    ok: 200,
  },
  // Asking to join a game `to` created (approval needed).
  'join request': {
    request: (w, _from, to) => ({ method: 'POST', url: `/api/games/${to === w.blocker ? w.approvalGameId : w.otherGameId}/join` }),
    rows: (w, from, to) => sql`select count(*) from join_requests where game_id = ${to === w.blocker ? w.approvalGameId : w.otherGameId} and user_id = ${from.user.id}`,
    ok: 200,
  },
};

describe('a blocked person can no longer reach the blocker', () => {
  const t = useTestApp();

  async function world(): Promise<World> {
    const [blocker, blocked, other] = [await signInAs(t.db), await signInAs(t.db), await signInAs(t.db)];
    const game = await createGame(t.db, blocker.user.id);
    await addParticipant(t.db, game.id, blocked.user.id);
    await addParticipant(t.db, game.id, other.user.id);
    const approval = await createGame(t.db, blocker.user.id, { isPublic: true, requiresApproval: true });
    const blockedGame = await createGame(t.db, blocked.user.id);
    const otherGame = await createGame(t.db, other.user.id, { isPublic: true, requiresApproval: true });
    return {
      blocker,
      blocked,
      other,
      gameId: game.id,
      blockerPost: (await sharePost(t.db, blocker.user.id, game.id)).id,
      blockedPost: (await sharePost(t.db, blocked.user.id, game.id)).id,
      otherPost: (await sharePost(t.db, other.user.id, game.id)).id,
      approvalGameId: approval.id,
      blockedGameId: blockedGame.id,
      otherGameId: otherGame.id,
    };
  }

  const count = async (query: SQL) =>
    ((await t.db.execute(sql`select (${query})::int as n`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n;
  const act = (way: Way, w: World, from: SignedInUser, to: SignedInUser) => {
    const options = way.request(w, from, to);
    return t.request({ ...options, headers: { ...options.headers, ...from.headers } });
  };
  const setBlock = async (w: World, method: 'PUT' | 'DELETE') => {
    const res = await t.request({ method, url: `/api/users/${w.blocked.user.id}/block`, headers: w.blocker.headers });
    expect(res.statusCode).toBe(204);
  };

  it.each(Object.keys(WAYS))('%s: 403 with the neutral message, nothing written; works again after unblocking', async (name) => {
    const way = WAYS[name]!;
    const w = await world();
    await setBlock(w, 'PUT');
    const before = await count(way.rows(w, w.blocked, w.blocker));
    const refused = await act(way, w, w.blocked, w.blocker);
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 403, body: { message: BLOCKED_MESSAGE } });
    expect(await count(way.rows(w, w.blocked, w.blocker))).toBe(before);

    await setBlock(w, 'DELETE');
    const allowed = await act(way, w, w.blocked, w.blocker);
    expect(allowed.statusCode, allowed.body).toBe(way.ok);
    expect(await count(way.rows(w, w.blocked, w.blocker))).toBeGreaterThan(before);
  });

  it('a queued message sent again with the same key after the block gets the same 403, still nothing written', async () => {
    const w = await world();
    await setBlock(w, 'PUT');
    const key = randomUUID();
    const send = () => act({ ...WAYS.message!, request: (...args) => ({ ...message(...args), headers: { 'idempotency-key': key } }) }, w, w.blocked, w.blocker);
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([403, 403]);
    expect(again.json()).toEqual({ message: BLOCKED_MESSAGE });
    expect(await count(messageRows(w, w.blocked, w.blocker))).toBe(0);
  });

  it('the blocker can no longer message the blocked person either (a block works both ways for messages)', async () => {
    const w = await world();
    await setBlock(w, 'PUT');
    const res = await act(WAYS.message!, w, w.blocker, w.blocked);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { message: BLOCKED_MESSAGE } });
    expect(await count(messageRows(w, w.blocker, w.blocked))).toBe(0);
  });

  it.each(['invite', 'comment', 'like (POST toggle)', 'like (PUT set)'])(
    "the blocker's own %s toward the blocked person is unaffected",
    async (name) => {
      const way = WAYS[name]!;
      const w = await world();
      await setBlock(w, 'PUT');
      const before = await count(way.rows(w, w.blocker, w.blocked));
      const res = await act(way, w, w.blocker, w.blocked);
      expect(res.statusCode, res.body).toBe(way.ok);
      expect(await count(way.rows(w, w.blocker, w.blocked))).toBeGreaterThan(before);
    },
  );

  it.each(Object.keys(WAYS))('%s toward someone else is unaffected, for the blocker and the blocked person', async (name) => {
    const way = WAYS[name]!;
    const w = await world();
    await setBlock(w, 'PUT');
    for (const from of [w.blocker, w.blocked]) {
      const before = await count(way.rows(w, from, w.other));
      const res = await act(way, w, from, w.other);
      expect(res.statusCode, `${from === w.blocker ? 'blocker' : 'blocked'}: ${res.body}`).toBe(way.ok);
      expect(await count(way.rows(w, from, w.other))).toBeGreaterThan(before);
    }
  });

  it('taking back a like given before the block is allowed (it reaches nobody)', async () => {
    const w = await world();
    const like = (upvoted: boolean) =>
      t.request({ method: 'PUT', url: `/api/posts/${w.blockerPost}/upvote`, headers: w.blocked.headers, payload: { upvoted } });
    expect((await like(true)).statusCode).toBe(200);
    await setBlock(w, 'PUT');
    const res = await like(false);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { upvoted: false, count: 0 } });
  });
});
