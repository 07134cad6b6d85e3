import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountSchema } from '@contract/account-deletion';
import { errorResponses } from '../../route-schemas';
import { destroySession } from '../../plugins/session';
import { checkDeletionConfirmation, deleteAccount } from './account-deletion.service';

/** Deleting my account (docs/decisions/0049-account-deletion.md). */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/api/user',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        summary: 'Delete my account for good: password (OIDC accounts: the username typed exactly); the session cookie is cleared',
        body: deleteAccountSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await checkDeletionConfirmation(app.db, request.userId, request.body);
      await deleteAccount(app.db, request.userId);
      // The session row went with the person; this clears the cookie.
      await destroySession(app.db, request, reply);
      return reply.code(204).send(null);
    },
  );
};
