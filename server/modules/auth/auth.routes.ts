import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInSchema, signUpSchema } from '../../../contract/auth';
import { userSchema } from '../../../contract/user';
import { AUTH_RATE_LIMIT, rateLimitPlugin } from '../../plugins/rate-limit';
import { createSession, destroySession } from '../../plugins/session';
import { errorResponses } from '../../route-schemas';
import { signIn, signUp } from './auth.service';
import { loginRoutes } from './login.routes';

/**
 * Built-in accounts and the session endpoints (DESIGN §5). Successful sign-up and sign-in answer
 * with the user itself as the body (the same shape as GET /api/auth/user) and a fresh `sid` cookie.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, inside this plugin's scope, so only these routes carry the limiter hooks.
  await app.register(rateLimitPlugin);

  app.post(
    '/api/auth/signup',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Create a built-in account and sign in',
        body: signUpSchema,
        response: { 201: userSchema, ...errorResponses(400, 409, 429) },
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
        response: { 200: userSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const user = await signIn(app.db, request.body);
      // Session fixation: never keep a session id across sign-in; the old one ends server-side.
      if (request.sessionTokenHash || request.cookies.sid) await destroySession(app.db, request, reply);
      await createSession(app.db, user.id, reply);
      return user;
    },
  );

  app.get(
    '/api/auth/user',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401',
        response: { 200: userSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      // Per-person data: never from a shared cache (the service worker leaves auth to the network too).
      reply.header('cache-control', 'no-store');
      return request.user!;
    },
  );

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
