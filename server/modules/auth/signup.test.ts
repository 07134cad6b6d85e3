import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { get, newAccount, ORIGIN, post, sidOf } from '../../../tests/support/auth-test-client';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { users } from '../../db/schema/users';

const t = useTestApp();

describe('POST /api/auth/signup', () => {
  it('creates the account, answers 201 with the user and a session cookie that /api/auth/user accepts', async () => {
    const account = newAccount({ username: 'Grace.Hopper_1', lastName: 'Hopper', email: 'Grace@Example.com' });
    const response = await post(t.app, '/api/auth/signup', account);
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toEqual({
      id: expect.any(String),
      username: 'grace.hopper_1',
      firstName: 'Ada',
      lastName: 'Hopper',
      email: 'grace@example.com',
      profileImageUrl: null,
      bio: null,
      isOperator: false,
      hasPassword: true,
    });

    const cookie = response.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 3600 });
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.secure).toBeFalsy();

    await expectAnswer(get(t.app, '/api/auth/user', { cookie: cookie.value }), 200, user);
  });

  it('stores a scrypt hash, never the password', async () => {
    const account = newAccount({ password: 'a very secret phrase' });
    await post(t.app, '/api/auth/signup', account);
    const [row] = await t.database.db.select().from(users).where(eq(users.username, account.username));
    expect(row!.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(JSON.stringify(row)).not.toContain('a very secret phrase');
  });

  it('refuses a username that is taken, ignoring case, with 409', async () => {
    await post(t.app, '/api/auth/signup', newAccount({ username: 'taken_name' }));
    const response = await expectAnswer(post(t.app, '/api/auth/signup', newAccount({ username: 'Taken_Name' })), 409, { message: 'Username is already taken' });
    expect(sidOf(response)).toBeUndefined();
  });

  it('stores only the known fields: unknown extra fields are dropped', async () => {
    const account = newAccount({ isAdmin: true, id: '00000000-0000-4000-8000-000000000000', bio: 'sneaky' });
    const response = await post(t.app, '/api/auth/signup', account);
    expect(response.statusCode).toBe(201);
    expect(response.json().id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(response.json().bio).toBeNull();
  });

  it('treats an empty email as none', async () => {
    const response = await post(t.app, '/api/auth/signup', newAccount({ email: '' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBeNull();
  });

  const invalid: Array<[string, Record<string, unknown>, string]> = [
    ['a short username', { username: 'ab' }, 'username: Username must be at least 3 characters'],
    ['a long username', { username: 'a'.repeat(31) }, 'username: Username must be at most 30 characters'],
    ['bad username characters', { username: 'bad name!' }, 'username: Username may contain only letters, digits, "_" and "."'],
    ['a missing username', { username: undefined }, 'username: Username is required'],
    ['a short password', { password: 'short' }, 'password: Password must be at least 8 characters'],
    ['a huge password', { password: 'x'.repeat(201) }, 'password: Password must be at most 200 characters'],
    ['a missing first name', { firstName: undefined }, 'firstName: First name is required'],
    ['a blank first name', { firstName: '   ' }, 'firstName: First name is required'],
    ['a long first name', { firstName: 'x'.repeat(51) }, 'firstName: First name must be at most 50 characters'],
    ['a long last name', { lastName: 'x'.repeat(51) }, 'lastName: Last name must be at most 50 characters'],
    ['a bad email', { email: 'not-an-email' }, 'email: Enter a valid email address'],
    ['a number as username', { username: 12345 }, 'username: Username is required'],
    ['an object as password', { password: { a: 1 } }, 'password: Password is required'],
  ];
  it.each(invalid)('refuses %s with 400 and a human message', async (_label, change, message) => {
    const response = await expectAnswer(post(t.app, '/api/auth/signup', newAccount(change)), 400, { message });
    expect(sidOf(response)).toBeUndefined();
  });

  it('refuses malformed JSON, a missing body and a non-object body with 400', async () => {
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload,
        headers: { origin: ORIGIN, 'content-type': 'application/json' },
      });
    for (const payload of ['{"username": "abc", ', '', '[]', '"text"', 'null']) {
      const response = await send(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().message, payload).toMatch(/\w/);
    }
    expect((await send('{"username":')).json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('refuses a cross-origin sign-up (CSRF plugin)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: newAccount(),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});
