import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionsSchema, changePasswordSchema } from '@contract/account';
import { documentRoute, sendDocument } from '../../plugins/document-reads';
import { destroySession } from '../../plugins/session';
import { errorResponses, uuidParam } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { PasswordChangeBudget } from './password-budget';
import { changePassword, requirePassword, storedPasswordHash } from './password.service';
import { accountSessionsDocument } from './sessions.document';
import { endOtherSessions, endSession } from './sessions.service';
import { resetPasswordRoutes } from './reset-password.routes';

const tags = ['account'];

/** Your account (docs/decisions/0046-password-and-devices.md): password and devices. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const budget = new PasswordChangeBudget(app.db);

  signedInRoute(app, 'PUT', '/api/user/password', {
    tags,
    summary: 'Change my password (the current one is checked); every other session of mine ends',
    body: changePasswordSchema,
    status: 204,
    errors: [429],
  }, async (request, reply) => {
    const stored = await storedPasswordHash(app.db, request.userId);
    requirePassword(stored);
    // Counted before the scrypt of the current password (password-budget.ts).
    if (!(await budget.take(request.userId, reply))) return reply;
    await changePassword(app.db, request.userId, request.sessionTokenHash!, stored, request.body);
  });

  app.get(
    '/api/user/sessions',
    {
      ...documentRoute,
      schema: {
        tags,
        summary: 'The devices I am signed in on, the most recently seen first',
        response: { 200: accountSessionsSchema, ...errorResponses(401) },
      },
    },
    (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sendDocument(request, reply, accountSessionsDocument, () => []);
    },
  );

  signedInRoute(app, 'DELETE', '/api/user/sessions/:id', {
    tags,
    summary: "End one of my sessions (this device's too: that signs it out); another person's is 404",
    params: z.object({ id: uuidParam('Session id') }),
    status: 204,
    errors: [404, 429],
  }, async (request, reply) => {
    const { wasCurrent } = await endSession(app.db, request.userId, request.params.id, request.sessionTokenHash!);
    if (wasCurrent) await destroySession(app.db, request, reply);
  });

  signedInRoute(app, 'DELETE', '/api/user/sessions', {
    tags,
    summary: 'Sign out every other device (this one stays signed in)',
    status: 204,
    errors: [429],
  }, (request) => endOtherSessions(app.db, request.userId, request.sessionTokenHash!));

  await app.register(resetPasswordRoutes);
};
