import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { get, post, sidOf, signUp } from '../../../tests/support/auth-test-client';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { sessions, users } from '../../db/schema/users';

const t = useTestApp();

describe('POST /api/auth/signin', () => {
  it('answers 200 with the user and a new session id, different from the sign-up one', async () => {
    const { account, sid, user } = await signUp(t.app);
    const response = await expectAnswer(post(t.app, '/api/auth/signin', { username: account.username, password: account.password }), 200, user);
    const newSid = sidOf(response);
    expect(newSid).toBeDefined();
    expect(newSid).not.toBe(sid);
    expect((await get(t.app, '/api/auth/user', { cookie: newSid })).json()).toEqual(user);
  });

  it('accepts the username in any case and with surrounding spaces', async () => {
    const { account } = await signUp(t.app);
    const response = await post(t.app, '/api/auth/signin', {
      username: ` ${account.username.toUpperCase()} `,
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('rotates the session: the cookie sent with the sign-in stops working', async () => {
    const { account, sid } = await signUp(t.app);
    const response = await post(
      t.app,
      '/api/auth/signin',
      { username: account.username, password: account.password },
      { cookie: sid },
    );
    expect(response.statusCode).toBe(200);
    expect((await get(t.app, '/api/auth/user', { cookie: sid })).statusCode).toBe(401);
    expect((await get(t.app, '/api/auth/user', { cookie: sidOf(response) })).statusCode).toBe(200);
  });

  it('gives the same 401 text for a wrong password, an unknown user and an account without a password', async () => {
    const { account, sid } = await signUp(t.app);
    const [oidcOnly] = await t.database.db
      .insert(users)
      .values({ username: 'oidc_only', oidcIssuer: 'https://id.example', oidcSubject: 'abc' })
      .returning();
    expect(oidcOnly).toBeDefined();

    const attempts = [
      { username: account.username, password: 'wrong password' },
      { username: 'nobody_here', password: account.password },
      { username: 'oidc_only', password: 'anything at all' },
    ];
    for (const attempt of attempts) {
      const response = await post(t.app, '/api/auth/signin', attempt, { cookie: sid });
      expect(response.statusCode, attempt.username).toBe(401);
      expect(response.json()).toEqual({ message: 'Invalid username or password' });
      expect(sidOf(response)).toBeUndefined();
    }
    // A failed attempt doesn't end the session the browser already had.
    expect((await get(t.app, '/api/auth/user', { cookie: sid })).statusCode).toBe(200);
  });

  it('refuses a suspended account with 403 once the password is right; a wrong one gets the usual 401', async () => {
    const { account, sid, user } = await signUp(t.app);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));

    const right = await expectAnswer(
      post(t.app, '/api/auth/signin', { username: account.username, password: account.password }),
      403,
      { message: 'This account is suspended' },
    );
    expect(sidOf(right)).toBeUndefined();
    // A guesser learns nothing: the same answer as for any other account (decision 0044).
    await expectAnswer(post(t.app, '/api/auth/signin', { username: account.username, password: 'wrong password' }), 401, { message: 'Invalid username or password' });
    // A session left from before the suspension is refused too (session.ts, defence in depth).
    expect((await get(t.app, '/api/auth/user', { cookie: sid })).statusCode).toBe(401);

    await t.database.db.update(users).set({ suspendedAt: null }).where(eq(users.id, user.id));
    expect((await post(t.app, '/api/auth/signin', { username: account.username, password: account.password })).statusCode).toBe(200);
  });

  it.each([
    [{ username: '', password: 'x' }, 'username: Username is required'],
    [{ username: 'someone' }, 'password: Password is required'],
    [{ username: 'someone', password: 42 }, 'password: Password is required'],
  ])('refuses %j with 400', async (body, message) => {
    await expectAnswer(post(t.app, '/api/auth/signin', body), 400, { message });
  });
});

describe('GET /api/auth/user', () => {
  it('is 401 Unauthorized without a cookie or with an unknown one', async () => {
    for (const cookie of [undefined, 'not-a-real-token']) {
      await expectAnswer(get(t.app, '/api/auth/user', { cookie }), 401, { message: 'Unauthorized' });
    }
  });

  it('says whether the person is an operator, read afresh on every request', async () => {
    const { sid, user } = await signUp(t.app);
    expect((await get(t.app, '/api/auth/user', { cookie: sid })).json()).toEqual({ ...user, isOperator: false });
    await t.database.db.update(users).set({ isOperator: true }).where(eq(users.id, user.id));
    expect((await get(t.app, '/api/auth/user', { cookie: sid })).json()).toEqual({ ...user, isOperator: true });
  });

  it('answers 401 to the session of a suspended person, on plain and document routes alike', async () => {
    const { sid, user } = await signUp(t.app);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    for (const url of ['/api/auth/user', '/api/user/stats']) {
      const response = await get(t.app, url, { cookie: sid });
      expect(response.statusCode, url).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });

  it('is never cached', async () => {
    const { sid } = await signUp(t.app);
    const response = await get(t.app, '/api/auth/user', { cookie: sid });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/logout', () => {
  it('ends the session on the server, clears the cookie and redirects home', async () => {
    const { sid, user } = await signUp(t.app);
    const response = await get(t.app, '/api/logout', { cookie: sid });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    const cleared = response.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect(cleared.expires!.getTime()).toBeLessThan(Date.now());

    // Replaying the old cookie doesn't bring the session back.
    expect((await get(t.app, '/api/auth/user', { cookie: sid })).statusCode).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('still redirects home when nobody is signed in', async () => {
    const response = await get(t.app, '/api/logout');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
  });
});
