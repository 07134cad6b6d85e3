import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { get, newAccount, post, sidOf, signUp, startAnotherApp } from '../../tests/support/auth-test-client';
import { expectAnswer, useTestApp } from '../../tests/support/test-app';
import { sessions } from '../db/schema/users';
import { hashSessionToken, issueSessionToken } from './session';

const t = useTestApp();

const sessionRow = async (sid: string) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(sid))))[0];

describe('session plugin', () => {
  it('stores only the SHA-256 of the token', async () => {
    const { sid } = await signUp(t.app);
    const row = await sessionRow(sid);
    expect(row).toBeDefined();
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const all = await t.database.db.select().from(sessions);
    expect(JSON.stringify(all)).not.toContain(sid);
  });

  it('expires sessions 30 days after their last use', async () => {
    const { sid } = await signUp(t.app);
    const row = await sessionRow(sid);
    const days = (row!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashSessionToken(sid)));
    const response = await expectAnswer(get(t.app, '/api/auth/user', { cookie: sid }), 401, { message: 'Unauthorized' });
    // The dead cookie is not cleared (the next test says why).
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it("keeps a sign-in that overtook a request with the session it ended: that request's answer clears no cookie", async () => {
    // A phone signed in as Dee; someone signs up as Cy on it while one of the app's requests, with
    // Dee's cookie, is still on its way. The sign-up ends Dee's session and sets Cy's cookie.
    const dee = await signUp(t.app);
    const signup = await post(t.app, '/api/auth/signup', newAccount({ firstName: 'Cy' }), { cookie: dee.sid });
    expect(signup.statusCode).toBe(201);
    const cy = sidOf(signup)!;
    // The late request arrives after it: a 401 for Dee's ended session, and no Set-Cookie that would
    // replace Cy's cookie in the browser with an empty one (signing Cy out).
    const late = await expectAnswer(get(t.app, '/api/auth/user', { cookie: dee.sid }), 401, { message: 'Unauthorized' });
    expect(late.headers['set-cookie']).toBeUndefined();
    expect((await get(t.app, '/api/auth/user', { cookie: cy })).json()).toMatchObject({ firstName: 'Cy' });
  });

  it('slides the expiry at most once an hour, renewing the cookie when it does', async () => {
    const { sid } = await signUp(t.app);
    const before = await sessionRow(sid);

    // Used within the hour: no write, no new cookie.
    const fresh = await get(t.app, '/api/auth/user', { cookie: sid });
    expect(fresh.statusCode).toBe(200);
    expect(sidOf(fresh)).toBeUndefined();
    expect((await sessionRow(sid))!.expiresAt).toEqual(before!.expiresAt);

    // Last seen two hours ago, 10 days left: this use pushes the expiry back to 30 days from now.
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() + interval '10 days'` })
      .where(eq(sessions.tokenHash, hashSessionToken(sid)));
    const stale = await get(t.app, '/api/auth/user', { cookie: sid });
    expect(stale.statusCode).toBe(200);
    const renewed = stale.cookies.find((c) => c.name === 'sid')!;
    expect(renewed).toMatchObject({ value: sid, maxAge: 30 * 24 * 3600, httpOnly: true, sameSite: 'Lax' });
    const after = await sessionRow(sid);
    expect((after!.expiresAt.getTime() - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    expect(Date.now() - after!.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it('ends when the user is deleted', async () => {
    const token = await issueSessionToken(t.database.db, (await signUp(t.app)).user.id);
    expect((await get(t.app, '/api/auth/user', { cookie: token })).statusCode).toBe(200);
    await t.database.db.execute(sql`delete from users where id = (select user_id from sessions where token_hash = ${hashSessionToken(token)})`);
    expect((await get(t.app, '/api/auth/user', { cookie: token })).statusCode).toBe(401);
  });

  it('issueSessionToken gives a working cookie without the sign-in route (for test factories)', async () => {
    const { user } = await signUp(t.app);
    const token = await issueSessionToken(t.database.db, user.id);
    expect((await get(t.app, '/api/auth/user', { cookie: token })).json()).toEqual(user);
  });

  it('marks cookies Secure when the public address is https', async () => {
    const secure = await startAnotherApp(t.database, { PUBLIC_URL: 'https://challenge.example' });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { username: 'secure_user', password: 'correct horse', firstName: 'Sec' },
        headers: { origin: 'https://challenge.example' },
        remoteAddress: '10.200.0.1',
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === 'sid')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await secure.close();
    }
  });

  it('marks cookies Secure behind a trusted proxy that says https', async () => {
    const proxied = await startAnotherApp(t.database, { TRUST_PROXY: true });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { username: 'proxied_user', password: 'correct horse', firstName: 'Pro' },
        // What a TLS-terminating proxy forwards: the public host and the original scheme.
        headers: { host: 'challenge.example', origin: 'https://challenge.example', 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === 'sid')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('requireUser answers 401 with the message the client recognises', async () => {
    const response = await post(t.app, '/api/auth/signin', { username: 'x', password: 'y' }, { cookie: 'bogus' });
    expect(response.statusCode).toBe(401);
    const me = await get(t.app, '/api/auth/user');
    expect(`${me.statusCode}: ${me.json().message}`).toMatch(/^401: .*Unauthorized/);
  });
});

describe('session sweeping', () => {
  it('removes expired sessions of anyone when a new session starts', async () => {
    const { sid } = await signUp(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.tokenHash, hashSessionToken(sid)));
    await signUp(t.app);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(sid)));
    expect(left).toHaveLength(0);
  });
});
