import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountSessionsSchema, changePasswordSchema } from '@contract/account';
import { documentRoute, sendDocument } from '../../plugins/document-reads';
import { destroySession } from '../../plugins/session';
import { errorResponses, uuidParam } from '../../route-schemas';
import { PasswordChangeBudget } from './password-budget';
import { changePassword, requirePassword, storedPasswordHash } from './password.service';
import { accountSessionsDocument } from './sessions.document';
import { endOtherSessions, endSession } from './sessions.service';
import { resetPasswordRoutes } from './reset-password.routes';

const tags = ['account'];

/** Your account (docs/decisions/0046-password-and-devices.md): password and devices. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const budget = new PasswordChangeBudget(app.db);

  app.put(
    '/api/user/password',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change my password (the current one is checked); every other session of mine ends',
        body: changePasswordSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const stored = await storedPasswordHash(app.db, request.userId);
      requirePassword(stored);
      // Counted before the scrypt of the current password (password-budget.ts).
      if (!(await budget.take(request.userId, reply))) return reply;
      await changePassword(app.db, request.userId, request.sessionTokenHash!, stored, request.body);
      return reply.code(204).send(null);
    },
  );

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

  app.delete(
    '/api/user/sessions/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "End one of my sessions (this device's too: that signs it out); another person's is 404",
        params: z.object({ id: uuidParam('Session id') }),
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const { wasCurrent } = await endSession(app.db, request.userId, request.params.id, request.sessionTokenHash!);
      if (wasCurrent) await destroySession(app.db, request, reply);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/user/sessions',
    {
      onRequest: app.requireUser,
      schema: { tags, summary: 'Sign out every other device (this one stays signed in)', response: { 204: z.null(), ...errorResponses(401, 429) } },
    },
    async (request, reply) => {
      await endOtherSessions(app.db, request.userId, request.sessionTokenHash!);
      return reply.code(204).send(null);
    },
  );

  await app.register(resetPasswordRoutes);
};
