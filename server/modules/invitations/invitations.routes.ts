import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionResultSchema, joinResponseSchema } from '@contract/games';
import { invitationsResponseSchema } from '@contract/invitations';
import { getOwnDocument } from '../../plugins/document-reads';
import { errorResponses, uuidParam } from '../../route-schemas';
import { acceptInvitation, declineInvitation, removeInvitation } from './invitation-answers.service';
import { invitationsDocument } from './invitations.document';

const tags = ['invitations'];
const invitationParams = z.object({ id: uuidParam('Invitation id') });

/**
 * Invitations to me and join requests for my games (docs/product.md §7 "Invitations"). The Invites badge is
 * `invitations.length + pendingRequests.length` of the first call.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  getOwnDocument(app, '/api/invitations', {
    tags,
    summary: 'My pending invitations and the pending join requests of the games I manage',
    response: invitationsResponseSchema,
    errors: [401],
    statement: invitationsDocument,
  });

  app.post(
    '/api/invitations/:id/accept',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Accept an invitation addressed to me: I join directly, even when the game requires approval',
        params: invitationParams,
        response: { 200: joinResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => acceptInvitation(app.db, request.params.id, request.userId),
  );

  app.post(
    '/api/invitations/:id/decline',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Decline an invitation addressed to me',
        params: invitationParams,
        response: { 200: actionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await declineInvitation(app.db, request.params.id, request.userId);
      return { message: 'Invitation declined' };
    },
  );

  app.delete(
    '/api/invitations/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Remove a pending invitation (its inviter, or the game creator or an admin)',
        params: invitationParams,
        response: { 200: actionResultSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      await removeInvitation(app.db, request.params.id, request.userId);
      return { message: 'Invitation removed' };
    },
  );
};
