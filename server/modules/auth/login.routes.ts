import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import { safeReturnTo, type SignInErrorCode } from '../../../contract/auth';
import { apiErrorSchema } from '../../../contract/error';
import { createSession, destroySession, isSecureRequest } from '../../plugins/session';
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

/**
 * GET /api/login and GET /api/callback (DESIGN §5). Without OIDC, /api/login sends people to the
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
        response: { 503: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const returnTo = safeReturnTo(request.query.returnTo);
      reply.header('cache-control', 'no-store');
      if (request.user) return reply.redirect(returnTo);
      if (!provider) return reply.redirect(signInPage({ returnTo }));

      const configuration = await provider.configuration();
      // Not through the errors plugin: it (rightly) hides every 5xx text, and this one helps people.
      if (!configuration) return reply.code(503).send({ message: OIDC_UNAVAILABLE });
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
      reply.header('cache-control', 'no-store');
      const loginState = readLoginState(request);
      reply.clearCookie(LOGIN_COOKIE, { path: LOGIN_COOKIE_PATH });
      const fail = (error: SignInErrorCode) => reply.redirect(signInPage({ error, returnTo: loginState?.returnTo ?? '/' }));

      if (!provider) return reply.redirect('/signin');
      const query = request.query as Record<string, unknown>;
      if (query.error) return fail(query.error === 'access_denied' ? 'oidc_cancelled' : 'oidc_failed');
      if (!loginState) return fail('oidc_expired');

      const configuration = await provider.configuration();
      if (!configuration) return reply.code(503).send({ message: OIDC_UNAVAILABLE });
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
      const user = await userFromTokens(request, configuration, tokens);
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
    return parsed.success ? { ...parsed.data, returnTo: safeReturnTo(parsed.data.returnTo) } : null;
  } catch {
    return null;
  }
}
