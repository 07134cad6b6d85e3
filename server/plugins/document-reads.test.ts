import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/users';
import { requestOnce } from '../../tests/support/document-reads';
import { createGameCast } from '../../tests/support/factories';
import { captureStatements } from '../../tests/support/statements';
import { useTestApp } from '../../tests/support/test-app';
import { hashSessionToken } from './session';

/** The session side of every document read, through one of them (the scores of a game). */
describe('a document read', () => {
  const t = useTestApp();
  const scores = (gameId: string) => `/api/games/${gameId}/scores`;

  it('is 401 without a cookie, before anything is read', async () => {
    const cast = await createGameCast(t.db);
    const { result, statements } = await captureStatements(t.db, () => t.request({ method: 'GET', url: scores(cast.game.id) }));
    expect([result.statusCode, result.json()]).toEqual([401, { message: 'Unauthorized' }]);
    expect(statements).toEqual([]);
  });

  it('is 401 for an unknown or expired session in its one statement, and leaves the cookie alone', async () => {
    const cast = await createGameCast(t.db);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.userId, cast.participant.user.id));
    for (const cookie of ['sid=unknown', cast.participant.headers.cookie]) {
      const response = await requestOnce(t, { method: 'GET', url: scores(cast.game.id), headers: { cookie } });
      expect([response.statusCode, response.json()]).toEqual([401, { message: 'Unauthorized' }]);
      // A sign-in may have replaced it in the browser meanwhile (server/plugins/session.test.ts).
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('answers 401 before 400, and 400 to a signed-in person sending bad input', async () => {
    const cast = await createGameCast(t.db);
    const visitor = await t.request({ method: 'GET', url: scores('not-a-uuid'), headers: { cookie: 'sid=unknown' } });
    expect(visitor.statusCode).toBe(401);
    const member = await t.request({ method: 'GET', url: scores('not-a-uuid'), headers: cast.participant.headers });
    expect(member.statusCode).toBe(400);
    expect(typeof member.json().message).toBe('string');
  });

  it('slides the session expiry with one write when it was last written over an hour ago', async () => {
    const cast = await createGameCast(t.db);
    const tokenHash = hashSessionToken(cast.participant.headers.cookie.replace(/^sid=/, ''));
    const old = sql`now() - interval '2 hours'`;
    await t.db.update(sessions).set({ lastSeenAt: old, expiresAt: sql`now() + interval '1 day'` }).where(eq(sessions.tokenHash, tokenHash));

    const { result, statements } = await captureStatements(t.db, () => t.request({ method: 'GET', url: scores(cast.game.id), headers: cast.participant.headers }));
    expect(result.statusCode).toBe(200);
    expect(statements).toHaveLength(2);
    expect(String(result.headers['set-cookie'])).toMatch(/^sid=.+Max-Age=2592000/);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    // Written now: the next read is one statement again, with no cookie.
    const next = await requestOnce(t, { method: 'GET', url: scores(cast.game.id), headers: cast.participant.headers });
    expect(next.headers['set-cookie']).toBeUndefined();
  });
});
