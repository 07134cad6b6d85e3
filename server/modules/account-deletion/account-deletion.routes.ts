import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteAccountSchema } from '@contract/account-deletion';
import { destroySession } from '../../plugins/session';
import { signedInRoute } from '../../signed-in-route';
import { checkDeletionConfirmation, deleteAccount } from './account-deletion.service';

/** Deleting my account (docs/decisions/0049-account-deletion.md). */
export const accountDeletionRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'DELETE', '/api/user', {
    tags: ['account'],
    summary: 'Delete my account for good: password (OIDC accounts: the username typed exactly); the session cookie is cleared',
    body: deleteAccountSchema,
    status: 204,
    errors: [429],
  }, async (request, reply) => {
    await checkDeletionConfirmation(app.db, request.userId, request.body);
    await deleteAccount(app.db, request.userId);
    // The session row went with the person; this clears the cookie.
    await destroySession(app.db, request, reply);
  });
};
