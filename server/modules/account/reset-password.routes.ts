import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { RESET_LINK_INVALID, resetPasswordSchema } from '@contract/account';
import { ACCOUNT_SUSPENDED } from '@contract/auth';
import { HttpError } from '../../http-error';
import { AUTH_RATE_LIMIT, rateLimitPlugin } from '../../plugins/rate-limit';
import { createSession, destroySession } from '../../plugins/session';
import { errorResponses } from '../../route-schemas';
import { hashPassword } from '../auth/password';
import { resetPassword, resetTokenIsLive } from './reset-token.service';

/**
 * POST /api/auth/reset-password (docs/decisions/0046-password-and-devices.md): a visitor with a one-time link from `npm run admin --
 * reset-password` chooses a new password. 204 and a new `sid` cookie: every earlier session of the
 * person ends and this browser is signed in (the client then reads GET /api/auth/user, as after
 * any sign-in; docs/decisions/0046-password-and-devices.md). Limited per IP like sign-in.
 */
export const resetPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  // Inside this plugin's scope, so only this route carries the limiter hooks.
  await app.register(rateLimitPlugin);

  app.post(
    '/api/auth/reset-password',
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with a one-time reset link; signs in (204 and a session cookie)',
        body: resetPasswordSchema,
        response: { 204: z.null(), ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { token, newPassword } = request.body;
      // A dead link costs no scrypt; the UPDATE in resetPassword decides for good (one use only).
      if (!(await resetTokenIsLive(app.db, token))) throw new HttpError(400, RESET_LINK_INVALID);
      const reset = await resetPassword(app.db, token, await hashPassword(newPassword));
      if (!reset) throw new HttpError(400, RESET_LINK_INVALID);
      // Whoever was signed in on this browser before (maybe someone else) is signed out first.
      if (request.sessionTokenHash || request.cookies.sid) await destroySession(app.db, request, reply);
      // The password is changed, but a suspended account gets no session (decision 0040).
      if (reset.suspended) throw new HttpError(403, ACCOUNT_SUSPENDED);
      await createSession(app.db, reset.userId, reply);
      return reply.code(204).send(null);
    },
  );
};
