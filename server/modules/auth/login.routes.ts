import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { safeReturnTo, type SignInErrorCode } from '@contract/auth';
import { httpError } from '../../http-error';
import { createSession, destroySession, isSecureRequest } from '../../plugins/session';
import { errorResponses } from '../../route-schemas';
import {
  createOidcProvider,
  loginStateSchema,
  needsUserInfo,
  OIDC_SCOPE,
  OIDC_UNAVAILABLE,
  oidcSettings,
  profileFromClaims,
} from './oidc';
import { upsertOidcUser } from './oidc-user';

const LOGIN_COOKIE = 'oidc';
const LOGIN_COOKIE_PATH = '/api/callback';
const LOGIN_TTL_SECONDS = 10 * 60;

/** The address the browser uses: PUBLIC_URL when set (behind proxies), else what the request says. */
function baseUrl(request: FastifyRequest): string {
  const configured = request.server.config.PUBLIC_URL;
  return configured ? configured.replace(/\/+$/, '') : `${request.protocol}://${request.host}`;
}

const signInPage = (params: Record<string, string>) => `/signin?${new URLSearchParams(params)}`;

/** Stands for this server's own origin while a path is resolved; never sent anywhere. */
const OWN_ORIGIN = 'http://this-server.invalid';
/** Longer Locations are refused by some proxies (nginx's default header buffer is 4-8 KiB). */
const MAX_LOCATION_LENGTH = 2000;

/**
 * Where a redirect back into the app may go: `safeReturnTo`'s same-origin path, percent-encoded by
 * the WHATWG URL parser (a raw U+2028 in Location made Node refuse the header, a 500, and 'é' went
 * out as a raw byte; decision 0013), then checked again, as resolving dot segments can make a host of it
 * ('/.//evil.com' resolves to '//evil.com'). Anything unsafe or too long means home.
 */
export function redirectTarget(returnTo: unknown): string {
  const path = safeReturnTo(returnTo);
  let url: URL;
  try {
    url = new URL(path, OWN_ORIGIN);
  } catch {
    return '/';
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  const sameOrigin = url.origin === OWN_ORIGIN && target.startsWith('/') && !target.startsWith('//');
  return sameOrigin && target.length <= MAX_LOCATION_LENGTH ? target : '/';
}

/**
 * GET /api/login and GET /api/callback (docs/architecture.md §5). Without OIDC, /api/login sends people to the
 * app's own /signin page. With OIDC: authorization code flow with PKCE (S256), state and nonce.
 *
 * Callback failures (the person cancelled, the 10-minute login cookie is gone, state or nonce don't
 * match, the provider refused the code) redirect to `/signin?error=<code>&returnTo=…` rather than
 * answering a bare JSON 400: this is a browser navigation, and the sign-in page can show the
 * message of `SIGN_IN_ERRORS[code]` (contract/auth.ts) with a way to try again.
 */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = oidcSettings(app.config);
  const provider = settings ? createOidcProvider(settings, app.log) : null;

  app.get(
    '/api/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Browser navigation: start signing in, then come back to returnTo',
        // A malformed or repeated returnTo is not worth a 400 page: it just means "home".
        querystring: z.object({ returnTo: z.string().optional().catch(undefined) }),
        response: { ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      // Cache-Control: no-store, as for every auth answer (security-headers.ts).
      const returnTo = redirectTarget(request.query.returnTo);
      if (request.user) return reply.redirect(returnTo);
      if (!provider) return reply.redirect(signInPage({ returnTo }));

      const configuration = await provider.configuration();
      if (!configuration) throw httpError(503, OIDC_UNAVAILABLE);
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const authorizationUrl = client.buildAuthorizationUrl(configuration, {
        redirect_uri: `${baseUrl(request)}/api/callback`,
        scope: OIDC_SCOPE,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      reply.setCookie(LOGIN_COOKIE, JSON.stringify({ codeVerifier, state, nonce, returnTo }), {
        signed: true,
        httpOnly: true,
        // Lax: the provider brings the browser back with a top-level GET, which still carries it.
        sameSite: 'lax',
        path: LOGIN_COOKIE_PATH,
        secure: isSecureRequest(request, app.config),
        maxAge: LOGIN_TTL_SECONDS,
      });
      return reply.redirect(authorizationUrl.href);
    },
  );

  app.get(
    '/api/callback',
    { schema: { tags: ['auth'], summary: 'Browser navigation: the OIDC provider returns here' } },
    async (request, reply) => {
      const loginState = readLoginState(request);
      reply.clearCookie(LOGIN_COOKIE, { path: LOGIN_COOKIE_PATH });
      const fail = (error: SignInErrorCode) => reply.redirect(signInPage({ error, returnTo: loginState?.returnTo ?? '/' }));

      if (!provider) return reply.redirect('/signin');
      const query = request.query as Record<string, unknown>;
      if (query.error) return fail(query.error === 'access_denied' ? 'oidc_cancelled' : 'oidc_failed');
      if (!loginState) return fail('oidc_expired');

      const configuration = await provider.configuration();
      if (!configuration) throw httpError(503, OIDC_UNAVAILABLE);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        // The URL the provider redirected to, as the browser saw it (for the redirect_uri match).
        tokens = await client.authorizationCodeGrant(configuration, new URL(`${baseUrl(request)}${request.url}`), {
          pkceCodeVerifier: loginState.codeVerifier,
          expectedState: loginState.state,
          expectedNonce: loginState.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC callback refused');
        return fail('oidc_failed');
      }
      const { user, suspended } = await userFromTokens(request, configuration, tokens);
      // The provider vouched for them, but an operator suspended them (decision 0040): no session.
      if (suspended) return fail('account_suspended');
      // A new session id at every sign-in; whoever was signed in on this browser before is signed out.
      if (request.sessionTokenHash) await destroySession(app.db, request, reply);
      await createSession(app.db, user.id, reply);
      return reply.redirect(loginState.returnTo);
    },
  );

  async function userFromTokens(
    request: FastifyRequest,
    configuration: client.Configuration,
    tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>,
  ) {
    const idToken = tokens.claims()!;
    let claims: Record<string, unknown> = idToken;
    if (needsUserInfo(idToken) && configuration.serverMetadata().userinfo_endpoint) {
      // Some providers keep profile claims out of the ID token; the userinfo call is best effort.
      try {
        claims = { ...(await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)), ...idToken };
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC userinfo failed; using the ID token alone');
      }
    }
    return upsertOidcUser(app.db, idToken.iss, idToken.sub, profileFromClaims(claims));
  }
};

/** The signed login cookie, or null when it is missing, forged, expired or malformed. */
function readLoginState(request: FastifyRequest) {
  const raw = request.cookies[LOGIN_COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = loginStateSchema.safeParse(JSON.parse(unsigned.value));
    return parsed.success ? { ...parsed.data, returnTo: redirectTarget(parsed.data.returnTo) } : null;
  } catch {
    return null;
  }
}
