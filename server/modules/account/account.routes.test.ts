import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountSessionsSchema } from '@contract/account';
import { readDocument, requestOnce } from '../../../tests/support/document-reads';
import { createUser, signInAs } from '../../../tests/support/factories';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import { SESSION_COOKIE, hashSessionToken, issueSessionToken } from '../../plugins/session';
import { hashPassword } from '../auth/password';

const OLD = 'old password 123';
const NEW = 'new password 456';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0';

/** PUT /api/user/password and the devices routes (docs/decisions/0046-password-and-devices.md). */
describe('password and devices', () => {
  const t = useTestApp();
  let ip = 0;
  /** Every sign-in from an address of its own: the per-IP sign-in limit is not what these tests are about. */
  const signIn = (username: string, password: string, userAgent?: string) =>
    t.request({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: `10.0.0.${++ip}`,
      headers: userAgent ? { 'user-agent': userAgent } : {},
      payload: { username, password },
    });
  const cookieOf = (response: { cookies: Array<{ name: string; value: string }> }) => {
    const sid = response.cookies.find((c) => c.name === SESSION_COOKIE && c.value);
    return `${SESSION_COOKIE}=${sid!.value}`;
  };
  /** A person with a real password and two sessions (two phones) made by the sign-in route. */
  async function personWithTwoPhones() {
    const user = await createUser(t.db, { passwordHash: await hashPassword(OLD) });
    const first = await signIn(user.username!, OLD, CHROME_ANDROID);
    const second = await signIn(user.username!, OLD, FIREFOX_WINDOWS);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    return { user, phone: { cookie: cookieOf(first) }, laptop: { cookie: cookieOf(second) } };
  }
  const me = (headers: { cookie: string }) => t.request({ method: 'GET', url: '/api/auth/user', headers });
  const change = (headers: { cookie: string }, currentPassword: string, newPassword: string) =>
    t.request({ method: 'PUT', url: '/api/user/password', headers, payload: { currentPassword, newPassword } });
  const sessions = (headers: { cookie: string }) => readDocument(t, { url: '/api/user/sessions', headers }, accountSessionsSchema);

  describe('permissions', () => {
    it('a visitor gets 401 on every route, whatever the body or id', async () => {
      const visitor = { cookie: `${SESSION_COOKIE}=nobody` };
      expect((await change(visitor, OLD, NEW)).statusCode).toBe(401);
      expect((await requestOnce(t, { method: 'GET', url: '/api/user/sessions', headers: visitor })).statusCode).toBe(401);
      expect((await t.request({ method: 'DELETE', url: `/api/user/sessions/${crypto.randomUUID()}`, headers: visitor })).statusCode).toBe(401);
      expect((await t.request({ method: 'DELETE', url: '/api/user/sessions', headers: visitor })).statusCode).toBe(401);
    });

    it("another person's session id is 404 and their session keeps working; a malformed id is 400", async () => {
      const me1 = await signInAs(t.db);
      const other = await signInAs(t.db);
      const [theirs] = await sessions(other.headers);
      await expectAnswer(t.request({ method: 'DELETE', url: `/api/user/sessions/${theirs!.id}`, headers: me1.headers }), 404, { message: 'Session not found' });
      expect((await me(other.headers)).statusCode).toBe(200);
      expect((await t.request({ method: 'DELETE', url: '/api/user/sessions/not-a-uuid', headers: me1.headers })).statusCode).toBe(400);
      // My own list never shows theirs.
      expect((await sessions(me1.headers)).map((s) => s.id)).not.toContain(theirs!.id);
    });
  });

  describe('PUT /api/user/password', () => {
    it('ends every other session, keeps this one, and the old password no longer signs in', async () => {
      const { user, phone, laptop } = await personWithTwoPhones();
      const res = await change(phone, OLD, NEW);
      expect(res.statusCode, res.body).toBe(204);
      expect((await me(phone)).statusCode).toBe(200);
      expect((await me(laptop)).statusCode).toBe(401);
      expect((await signIn(user.username!, OLD)).statusCode).toBe(401);
      expect((await signIn(user.username!, NEW)).statusCode).toBe(200);
    });

    it('a wrong current password is 400 and changes nothing', async () => {
      const { user, phone, laptop } = await personWithTwoPhones();
      await expectAnswer(change(phone, 'not my password', NEW), 400, { message: 'Current password is incorrect' });
      expect((await me(laptop)).statusCode).toBe(200);
      expect((await signIn(user.username!, OLD)).statusCode).toBe(200);
    });

    it('the new password follows the sign-up rule', async () => {
      const { phone } = await personWithTwoPhones();
      const res = await change(phone, OLD, 'short');
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/at least 8 characters/);
    });

    it('an account that signs in through OIDC (no password) is 400 with its own message', async () => {
      const person = await signInAs(t.db, { username: null, oidcIssuer: 'https://id.example', oidcSubject: crypto.randomUUID() });
      await expectAnswer(change(person.headers, 'anything', NEW), 400, { message: 'Your password is managed by your sign-in provider' });
      // The signed-in user says so, so the Profile can leave 'Change password' out.
      expect((await me(person.headers)).json().hasPassword).toBe(false);
      const { phone } = await personWithTwoPhones();
      expect((await me(phone)).json().hasPassword).toBe(true);
    });

    it('the 11th attempt in 10 minutes is 429, counted before the password is checked', async () => {
      const { user, phone } = await personWithTwoPhones();
      for (let i = 0; i < 10; i += 1) expect((await change(phone, `wrong guess ${i}`, NEW)).statusCode).toBe(400);
      const res = await change(phone, OLD, NEW);
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(500);
      // The refused attempt, right password and all, changed nothing.
      expect((await signIn(user.username!, OLD)).statusCode).toBe(200);
      expect((await signIn(user.username!, NEW)).statusCode).toBe(401);
    });
  });

  describe('devices', () => {
    it('lists my sessions with their labels, this one marked, the most recently seen first', async () => {
      const { phone, laptop } = await personWithTwoPhones();
      // The laptop was last seen a day ago.
      await t.db.execute(sql`update sessions set last_seen_at = now() - interval '1 day' where token_hash = ${hashSessionToken(laptop.cookie.slice(4))}`);
      const list = await sessions(phone);
      expect(list.map((s) => [s.device, s.current])).toEqual([
        ['Chrome on Android', true],
        ['Firefox on Windows', false],
      ]);
      expect(Date.parse(list[0]!.lastSeenAt)).toBeGreaterThan(Date.parse(list[1]!.lastSeenAt));
      expect(list[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      // From the laptop, the laptop is the current one (that read also slides its stale session: two statements).
      const fromLaptop = accountSessionsSchema.parse((await t.request({ method: 'GET', url: '/api/user/sessions', headers: laptop })).json());
      expect(fromLaptop.find((s) => s.current)!.device).toBe('Firefox on Windows');
    });

    it('ending another device signs it out; ending this one signs me out', async () => {
      const { phone, laptop } = await personWithTwoPhones();
      const list = await sessions(phone);
      const laptopId = list.find((s) => !s.current)!.id;
      expect((await t.request({ method: 'DELETE', url: `/api/user/sessions/${laptopId}`, headers: phone })).statusCode).toBe(204);
      expect((await me(laptop)).statusCode).toBe(401);
      expect((await me(phone)).statusCode).toBe(200);
      // Ended already: 404.
      expect((await t.request({ method: 'DELETE', url: `/api/user/sessions/${laptopId}`, headers: phone })).statusCode).toBe(404);

      const phoneId = list.find((s) => s.current)!.id;
      const res = await t.request({ method: 'DELETE', url: `/api/user/sessions/${phoneId}`, headers: phone });
      expect(res.statusCode).toBe(204);
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
      expect((await me(phone)).statusCode).toBe(401);
    });

    it('Sign out other devices ends all but this one', async () => {
      const { user, phone, laptop } = await personWithTwoPhones();
      const tablet = { cookie: `${SESSION_COOKIE}=${await issueSessionToken(t.db, user.id)}` };
      const someoneElse = await signInAs(t.db);
      expect((await t.request({ method: 'DELETE', url: '/api/user/sessions', headers: phone })).statusCode).toBe(204);
      expect((await me(laptop)).statusCode).toBe(401);
      expect((await me(tablet)).statusCode).toBe(401);
      expect((await me(phone)).statusCode).toBe(200);
      expect((await me(someoneElse.headers)).statusCode).toBe(200);
      expect((await sessions(phone)).map((s) => s.current)).toEqual([true]);
    });
  });
});
