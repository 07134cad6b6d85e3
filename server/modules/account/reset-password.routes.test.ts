import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, signInAs } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { runAdminRequest } from '../../admin/operations';
import { passwordResetTokens, users } from '../../db/schema/users';
import { SESSION_COOKIE, issueSessionToken } from '../../plugins/session';
import { hashPassword } from '../auth/password';
import { hashResetToken } from './reset-token.service';

const OLD = 'old password 123';
const NEW = 'new password 456';
const INVALID = { message: 'This link has expired or was already used' };

/** `npm run admin -- reset-password` (the operation) and POST /api/auth/reset-password (docs/decisions/0046-password-and-devices.md). */
describe('reset password', () => {
  const t = useTestApp();
  let ip = 0;
  const fromOwnAddress = () => `10.1.0.${++ip}`;
  const reset = (token: string, newPassword = NEW, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: fromOwnAddress(), headers, payload: { token, newPassword } });
  const signIn = (username: string, password: string) =>
    t.request({ method: 'POST', url: '/api/auth/signin', remoteAddress: fromOwnAddress(), payload: { username, password } });
  const me = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

  /** A person with a password and two sessions, and the link the admin command prints for them. */
  async function personWithLink() {
    const user = await createUser(t.db, { passwordHash: await hashPassword(OLD) });
    const cookies = [await issueSessionToken(t.db, user.id), await issueSessionToken(t.db, user.id)].map((tk) => `${SESSION_COOKIE}=${tk}`);
    const answer = await runAdminRequest(t.db, { op: 'reset-password', args: [user.username!.toUpperCase()] });
    expect(answer.ok, answer.message).toBe(true);
    const link = /(\S+\/reset-password\?token=(\S+))$/.exec(answer.message);
    expect(link, answer.message).not.toBeNull();
    return { user, cookies, link: link![1]!, token: link![2]! };
  }

  it('works once: sets the password, ends every session of theirs and signs this browser in', async () => {
    const { user, cookies, link, token } = await personWithLink();
    expect(new URL(link).pathname).toBe('/reset-password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Stored hashed only.
    const stored = await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(stored.map((r) => r.tokenHash)).toEqual([hashResetToken(token)]);

    const res = await reset(token);
    expect(res.statusCode, res.body).toBe(204);
    const sid = res.cookies.find((c) => c.name === SESSION_COOKIE && c.value)!;
    expect(sid.httpOnly).toBe(true);
    const signedIn = await me(`${SESSION_COOKIE}=${sid.value}`);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().id).toBe(user.id);
    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);
    expect((await signIn(user.username!, OLD)).statusCode).toBe(401);
    expect((await signIn(user.username!, NEW)).statusCode).toBe(200);

    // Used: the same link again is 400 and changes nothing.
    await expectAnswer(reset(token, 'a third password'), 400, INVALID);
    expect((await signIn(user.username!, NEW)).statusCode).toBe(200);
  });

  it('an expired, unknown or superseded link is 400; the password stays', async () => {
    const { user, token } = await personWithLink();
    await t.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(passwordResetTokens.userId, user.id));
    expect((await reset(token)).json()).toEqual(INVALID);
    expect((await reset('made-up-token')).statusCode).toBe(400);

    const second = await personWithLink();
    const third = await runAdminRequest(t.db, { op: 'reset-password', args: [second.user.username!] });
    // A newer link replaces the earlier one.
    expect((await reset(second.token)).statusCode).toBe(400);
    const newest = /token=(\S+)$/.exec(third.message)![1]!;
    expect((await reset(newest)).statusCode).toBe(204);
    expect((await signIn(user.username!, OLD)).statusCode).toBe(200);
  });

  it('the new password follows the sign-up rule; the link stays usable', async () => {
    const { token } = await personWithLink();
    const res = await reset(token, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/at least 8 characters/);
    expect((await reset(token)).statusCode).toBe(204);
  });

  it('a browser signed in as someone else is signed out of that session first', async () => {
    const { user, token } = await personWithLink();
    const other = await signInAs(t.db);
    const res = await reset(token, NEW, other.headers);
    expect(res.statusCode).toBe(204);
    expect((await me(other.headers.cookie)).statusCode).toBe(401);
    const sid = res.cookies.filter((c) => c.name === SESSION_COOKIE).at(-1)!;
    expect((await me(`${SESSION_COOKIE}=${sid.value}`)).json().id).toBe(user.id);
  });

  it('is limited per IP like sign-in', async () => {
    const statuses = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await t.request({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: '10.9.9.9', payload: { token: `guess${i}`, newPassword: NEW } })).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('the command refuses an unknown person and an account without a password', async () => {
    expect(await runAdminRequest(t.db, { op: 'reset-password', args: ['nobody_here'] })).toEqual({ ok: false, message: 'No user named nobody_here' });
    const oidc = await createUser(t.db, { username: 'oidc_person', oidcIssuer: 'https://id.example', oidcSubject: 'abc' });
    const answer = await runAdminRequest(t.db, { op: 'reset-password', args: ['oidc_person'] });
    expect(answer).toEqual({ ok: false, message: 'oidc_person signs in through their provider and has no password here' });
    expect(await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, oidc.id))).toEqual([]);
  });

  it('a suspended person gets the new password but no session (403)', async () => {
    const { user, token } = await personWithLink();
    await t.db.update(users).set({ suspendedAt: sql`now()` }).where(eq(users.id, user.id));
    const res = await expectAnswer(reset(token), 403, { message: 'This account is suspended' });
    expect(res.cookies.filter((c) => c.name === SESSION_COOKIE && c.value)).toEqual([]);
  });
});
