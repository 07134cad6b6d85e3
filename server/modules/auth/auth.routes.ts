import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInSchema, signUpSchema } from '@contract/auth';
import { signedInUserSchema } from '@contract/user';
import { HttpError } from '../../http-error';
import { AUTH_RATE_LIMIT, rateLimitPlugin } from '../../plugins/rate-limit';
import { SignInBudget } from '../../plugins/rate-limit-accounts';
import { createSession, destroySession } from '../../plugins/session';
import { errorResponses } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { signIn, signUp } from './auth.service';
import { loginRoutes } from './login.routes';

/**
 * Built-in accounts and the session endpoints (docs/architecture.md §5). Successful sign-up and sign-in answer
 * with the user itself as the body (the same shape as GET /api/auth/user: the public user and
 * `isOperator`) and a fresh `sid` cookie.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, inside this plugin's scope, so only these routes carry the limiter hooks.
  await app.register(rateLimitPlugin);
  const signInBudget = new SignInBudget(app.db);

  app.post(
    '/api/auth/signup',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Create a built-in account and sign in',
        body: signUpSchema,
        response: { 201: signedInUserSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await signUp(app.db, request.body);
      if (request.sessionTokenHash) await destroySession(app.db, request, reply);
      await createSession(app.db, user.id, reply);
      return reply.code(201).send(user);
    },
  );

  app.post(
    '/api/auth/signin',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username and password (a new session id every time)',
        body: signInSchema,
        response: { 200: signedInUserSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      // The account's budget of failures (decision 0037), before any hashing: a refused guess costs no scrypt.
      const { username } = request.body;
      if (!(await signInBudget.take(username, reply))) return reply;
      let user;
      try {
        user = await signIn(app.db, request.body);
      } catch (error) {
        // Only a wrong password (or unknown username) is a failure; anything else gives the attempt back.
        if (!(error instanceof HttpError && error.statusCode === 401)) await signInBudget.refund(username);
        throw error;
      }
      await signInBudget.refund(username);
      // Session fixation: never keep a session id across sign-in; the old one ends server-side.
      if (request.sessionTokenHash || request.cookies.sid) await destroySession(app.db, request, reply);
      await createSession(app.db, user.id, reply);
      return user;
    },
  );

  signedInRoute(app, 'GET', '/api/auth/user', {
    tags: ['auth'],
    summary: 'The signed-in user, or 401',
    response: signedInUserSchema,
  }, async (request, reply) => {
    // Per-person data: never from a shared cache (the service worker leaves auth to the network too).
    reply.header('cache-control', 'no-store');
    return request.user!;
  });

  app.get(
    '/api/logout',
    { schema: { tags: ['auth'], summary: 'Browser navigation: end the session, then go home' } },
    async (request, reply) => {
      await destroySession(app.db, request, reply);
      reply.header('cache-control', 'no-store');
      return reply.redirect('/');
    },
  );

  await app.register(loginRoutes);
};
