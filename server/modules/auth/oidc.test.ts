import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users';
import { get, signUp } from '../../../tests/support/auth-test-client';
import { expectAnswer, useTestApp } from '../../../tests/support/test-app';
import type { AppConfig } from '../../config';

/**
 * The whole OpenID Connect flow against a real provider on a local port (oauth2-mock-server):
 * discovery, the authorization redirect, the code exchange with PKCE, ID token signature, issuer,
 * audience and nonce checks. Nothing in openid-client is mocked.
 */

let provider: OAuth2Server;
/** Filled in once the provider listens; useTestApp reads it in its own beforeAll, which runs after. */
const config: Partial<AppConfig> = {};
/** The claims the provider puts in the next ID tokens (it keeps `nonce` and `aud` itself). */
let claims: Record<string, unknown>;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, claims);
  });
  Object.assign(config, {
    OIDC_ISSUER_URL: provider.issuer.url!,
    OIDC_CLIENT_ID: 'challenge-app',
    OIDC_CLIENT_SECRET: 'test-secret',
    PUBLIC_URL: 'http://localhost',
    COOKIE_SECRET: 'a-test-cookie-secret-of-at-least-32-characters',
  } satisfies Partial<AppConfig>);
});
afterAll(async () => {
  await provider?.stop();
});
const t = useTestApp({ config });
beforeEach(() => {
  claims = {
    sub: 'subject-123',
    email: 'Ada@Example.com',
    given_name: 'Ada',
    family_name: 'Lovelace',
    picture: 'https://images.example/ada.png',
    preferred_username: 'ada',
  };
});

/** /api/login → the provider's authorize endpoint → back with ?code&state; returns what the app got. */
async function startLogin(returnTo: string, sid?: string) {
  const login = await get(t.app, `/api/login?returnTo=${encodeURIComponent(returnTo)}`, { cookie: sid });
  expect(login.statusCode).toBe(302);
  const authorizeUrl = new URL(login.headers.location as string);
  const loginCookie = login.cookies.find((c) => c.name === 'oidc')!;
  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const callbackUrl = new URL(atProvider.headers.get('location')!);
  return { authorizeUrl, loginCookie, callbackUrl };
}

function callback(search: string, loginCookie?: string, sid?: string) {
  const cookies = [loginCookie && `oidc=${loginCookie}`, sid && `sid=${sid}`].filter(Boolean).join('; ');
  return t.app.inject({ method: 'GET', url: `/api/callback${search}`, headers: cookies ? { cookie: cookies } : {} });
}

describe('OpenID Connect sign-in', () => {
  it('redirects to the provider with PKCE (S256), state, nonce and a login cookie', async () => {
    const login = await get(t.app, '/api/login?returnTo=/games/x');
    const url = new URL(login.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${provider.issuer.url}/authorize`);
    const q = url.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('challenge-app');
    expect(q.get('redirect_uri')).toBe('http://localhost/api/callback');
    expect(q.get('scope')).toBe('openid profile email');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toMatch(/^[\w-]{20,}$/);
    expect(q.get('nonce')).toMatch(/^[\w-]{20,}$/);
    const cookie = login.cookies.find((c) => c.name === 'oidc')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/callback', maxAge: 600 });
    // Signed and opaque to the provider: the verifier never appears in the redirect.
    expect(login.headers.location).not.toContain(JSON.parse(cookie.value.slice(0, cookie.value.lastIndexOf('.'))).codeVerifier);
  });

  it('creates the user from the claims, signs them in and returns them to returnTo', async () => {
    const { callbackUrl, loginCookie } = await startLogin('/games/x');
    expect(callbackUrl.origin + callbackUrl.pathname).toBe('http://localhost/api/callback');
    const response = await callback(callbackUrl.search, loginCookie.value);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/games/x');
    expect(response.cookies.find((c) => c.name === 'oidc')?.value).toBe('');
    const sid = response.cookies.find((c) => c.name === 'sid')!.value;

    await expectAnswer(get(t.app, '/api/auth/user', { cookie: sid }), 200, {
      id: expect.any(String),
      username: 'ada',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      profileImageUrl: 'https://images.example/ada.png',
      bio: null,
      isOperator: false,
      hasPassword: false,
    });
    const rows = await t.database.db.select().from(users);
    const row = rows.find((r) => r.oidcSubject === 'subject-123')!;
    expect(row.oidcIssuer).toBe(provider.issuer.url);
    expect(row.passwordHash).toBeNull();
  });

  it('updates the same user at the next login, never matching by email', async () => {
    claims.given_name = 'Augusta';
    claims.picture = 'https://images.example/new.png';
    const { callbackUrl, loginCookie } = await startLogin('/');
    const response = await callback(callbackUrl.search, loginCookie.value);
    const me = (await get(t.app, '/api/auth/user', { cookie: response.cookies.find((c) => c.name === 'sid')!.value })).json();
    expect(me).toMatchObject({ username: 'ada', firstName: 'Augusta', lastName: 'Lovelace', profileImageUrl: 'https://images.example/new.png' });

    // Another subject with the same email and username is another person: a new user without the taken username.
    claims = { sub: 'someone-else', email: 'ada@example.com', given_name: 'Impostor', preferred_username: 'ada' };
    const second = await startLogin('/');
    const other = await callback(second.callbackUrl.search, second.loginCookie.value);
    const otherMe = (await get(t.app, '/api/auth/user', { cookie: other.cookies.find((c) => c.name === 'sid')!.value })).json();
    expect(otherMe.id).not.toBe(me.id);
    expect(otherMe).toMatchObject({ username: null, firstName: 'Impostor', email: 'ada@example.com' });
  });

  it('asks the userinfo endpoint when the ID token carries no profile claims', async () => {
    claims = { sub: 'sparse-subject' };
    provider.service.once('beforeUserinfo', (response) => {
      response.body = { sub: 'sparse-subject', given_name: 'Info', family_name: 'Only', email: 'info@example.com' };
    });
    const { callbackUrl, loginCookie } = await startLogin('/');
    const response = await callback(callbackUrl.search, loginCookie.value);
    const sid = response.cookies.find((c) => c.name === 'sid')!.value;
    expect((await get(t.app, '/api/auth/user', { cookie: sid })).json()).toMatchObject({
      username: null,
      firstName: 'Info',
      lastName: 'Only',
      email: 'info@example.com',
    });
  });

  it('issues a new session and ends the one the browser had', async () => {
    const { sid } = await signUp(t.app);
    const { callbackUrl, loginCookie } = await startLogin('/', undefined);
    const response = await callback(callbackUrl.search, loginCookie.value, sid);
    expect(response.statusCode).toBe(302);
    const newSid = response.cookies.find((c) => c.name === 'sid')!.value;
    expect(newSid).not.toBe(sid);
    expect((await get(t.app, '/api/auth/user', { cookie: sid })).statusCode).toBe(401);
  });

  it('starts no session for a suspended person and sends them to the sign-in page with the reason', async () => {
    claims = { sub: 'suspended-subject', given_name: 'Sus' };
    const first = await startLogin('/');
    const firstSid = (await callback(first.callbackUrl.search, first.loginCookie.value)).cookies.find((c) => c.name === 'sid')!.value;
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.oidcSubject, 'suspended-subject'));

    const { callbackUrl, loginCookie } = await startLogin('/games/z');
    const response = await callback(callbackUrl.search, loginCookie.value);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/signin?error=account_suspended&returnTo=%2Fgames%2Fz');
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    // The session from before the suspension is no longer one (session.ts).
    expect((await get(t.app, '/api/auth/user', { cookie: firstSid })).statusCode).toBe(401);
  });

  it('refuses a tampered state', async () => {
    const { callbackUrl, loginCookie } = await startLogin('/games/x');
    callbackUrl.searchParams.set('state', 'forged-state');
    const response = await callback(callbackUrl.search, loginCookie.value);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/signin?error=oidc_failed&returnTo=%2Fgames%2Fx');
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('refuses a forged login cookie and a missing one', async () => {
    const { callbackUrl, loginCookie } = await startLogin('/');
    const [payload, signature] = [loginCookie.value.slice(0, loginCookie.value.lastIndexOf('.')), loginCookie.value.slice(loginCookie.value.lastIndexOf('.'))];
    const forged = JSON.stringify({ ...JSON.parse(payload), returnTo: '/elsewhere' }) + signature;
    for (const cookie of [forged, undefined]) {
      const response = await callback(callbackUrl.search, cookie);
      expect(response.headers.location).toBe('/signin?error=oidc_expired&returnTo=%2F');
      expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
  });

  it('refuses an ID token whose nonce does not match', async () => {
    claims.nonce = 'some-other-nonce';
    const { callbackUrl, loginCookie } = await startLogin('/');
    const response = await callback(callbackUrl.search, loginCookie.value);
    expect(response.headers.location).toBe('/signin?error=oidc_failed&returnTo=%2F');
  });

  it('turns a provider error into a sign-in page message', async () => {
    const { loginCookie, callbackUrl } = await startLogin('/games/y');
    const state = callbackUrl.searchParams.get('state')!;
    const response = await callback(`?error=access_denied&state=${state}`, loginCookie.value);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/signin?error=oidc_cancelled&returnTo=%2Fgames%2Fy');
  });
});
