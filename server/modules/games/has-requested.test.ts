import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { gameAccessDeniedSchema, inviteGameSchema, publicGameSchema } from '@contract/games';
import { joinRequests } from '../../db/schema/games';
import { readDocument, requestOnce } from '../../../tests/support/document-reads';
import { captureStatements } from '../../../tests/support/statements';
import { createGame, createUser, signInAs } from '../../../tests/support/factories';
import { useTestApp } from '../../../tests/support/test-app';

const publicGames = z.array(publicGameSchema);

/**
 * Decision 0053: after asking to join a game that needs approval, every read that offers
 * 'Join Game' says the request waits (`hasRequested`), for me only, until it is decided.
 */
describe('hasRequested: my pending join request', () => {
  const t = useTestApp();

  async function setting() {
    const host = await signInAs(t.db);
    const game = await createGame(t.db, host.user.id, { name: 'Approval kayak', requiresApproval: true });
    const me = await signInAs(t.db);
    const other = await signInAs(t.db);
    const asked = await t.request({ method: 'POST', url: `/api/games/${game.id}/join`, headers: me.headers });
    expect(asked.json()).toEqual({ requiresApproval: true, game: null });
    return { host, game, me, other };
  }

  const flag = (list: Array<{ id: string; hasRequested: boolean }>, id: string) => list.find((g) => g.id === id)?.hasRequested;

  it('Discover and search say so to the requester, and to nobody else', async () => {
    const { game, me, other } = await setting();
    for (const url of ['/api/games/public', '/api/games/search?q=kayak']) {
      expect(flag(await readDocument(t, { url, headers: me.headers }, publicGames), game.id), url).toBe(true);
      expect(flag(await readDocument(t, { url, headers: other.headers }, publicGames), game.id), url).toBe(false);
    }
  });

  it("the game page's 403 and the join page say so; a visitor's join page carries no such field", async () => {
    const { game, me, other } = await setting();
    const denied = await requestOnce(t, { method: 'GET', url: `/api/games/${game.id}`, headers: me.headers });
    expect(denied.statusCode).toBe(403);
    expect(gameAccessDeniedSchema.parse(denied.json())).toMatchObject({ isPublic: true, hasRequested: true });
    const otherDenied = await t.request({ method: 'GET', url: `/api/games/${game.id}`, headers: other.headers });
    expect(otherDenied.json()).toMatchObject({ isPublic: true, hasRequested: false });

    const invite = (headers?: { cookie: string }) => t.request({ method: 'GET', url: `/api/games/invite/${game.inviteCode}`, headers });
    expect(inviteGameSchema.parse((await invite(me.headers)).json())).toMatchObject({ isMember: false, hasRequested: true });
    expect((await invite(other.headers)).json()).toMatchObject({ hasRequested: false });
    const visitor = (await invite()).json();
    expect(visitor).not.toHaveProperty('hasRequested');
    expect(visitor).not.toHaveProperty('isMember');
  });

  it('a second request answers the same and keeps one row; a decided request is no longer pending', async () => {
    const { host, game, me } = await setting();
    const { result: again, statements } = await captureStatements(t.db, () =>
      t.request({ method: 'POST', url: `/api/games/${game.id}/join`, headers: me.headers }),
    );
    expect(again.statusCode).toBe(200);
    // No second notice to the game's managers (a live note and a push each time) for the same request.
    expect(statements.filter((s) => s.text.includes('pg_notify'))).toEqual([]);
    // …where a first ask does send one.
    const newcomer = await signInAs(t.db);
    const first = await captureStatements(t.db, () => t.request({ method: 'POST', url: `/api/games/${game.id}/join`, headers: newcomer.headers }));
    expect(first.statements.filter((s) => s.text.includes('pg_notify'))).toHaveLength(1);
    expect(again.json()).toEqual({ requiresApproval: true, game: null });
    const rows = await t.db.select().from(joinRequests).where(and(eq(joinRequests.gameId, game.id), eq(joinRequests.userId, me.user.id)));
    expect(rows).toHaveLength(1);

    const declined = await t.request({
      method: 'POST',
      url: `/api/games/${game.id}/join-requests/${rows[0]!.id}/decline`,
      headers: host.headers,
    });
    expect(declined.statusCode).toBe(200);
    expect(flag(await readDocument(t, { url: '/api/games/public', headers: me.headers }, publicGames), game.id)).toBe(false);
    expect((await t.request({ method: 'GET', url: `/api/games/invite/${game.inviteCode}`, headers: me.headers })).json()).toMatchObject({
      hasRequested: false,
    });
  });

  it('a game without approval never has a pending request', async () => {
    const host = await createUser(t.db);
    const open = await createGame(t.db, host.id, { name: 'Open kayak' });
    const me = await signInAs(t.db);
    expect(flag(await readDocument(t, { url: '/api/games/public', headers: me.headers }, publicGames), open.id)).toBe(false);
  });
});
