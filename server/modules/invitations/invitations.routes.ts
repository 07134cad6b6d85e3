import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { joinResponseSchema } from '@contract/games';
import { invitationsResponseSchema } from '@contract/invitations';
import { getDocument } from '../../plugins/document-reads';
import { uuidParam } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { acceptInvitation, declineInvitation, removeInvitation } from './invitation-answers.service';
import { invitationsDocument } from './invitations.document';

const tags = ['invitations'];
const invitationParams = z.object({ id: uuidParam('Invitation id') });

/**
 * Invitations to me and join requests for my games (docs/product.md §7 "Invitations"). The Invites badge is
 * `invitations.length + pendingRequests.length` of the first call.
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  getDocument(app, '/api/invitations', {
    tags,
    summary: 'My pending invitations and the pending join requests of the games I manage',
    response: invitationsResponseSchema,
    statement: invitationsDocument,
  });

  signedInRoute(app, 'POST', '/api/invitations/:id/accept', {
    tags,
    summary: 'Accept an invitation addressed to me: I join directly, even when the game requires approval',
    params: invitationParams,
    response: joinResponseSchema,
    errors: [403, 404, 409],
  }, (request) => acceptInvitation(app.db, request.params.id, request.userId));

  signedInRoute(app, 'POST', '/api/invitations/:id/decline', {
    tags,
    summary: 'Decline an invitation addressed to me',
    params: invitationParams,
    done: 'Invitation declined',
    errors: [403, 404, 409],
  }, (request) => declineInvitation(app.db, request.params.id, request.userId));

  signedInRoute(app, 'DELETE', '/api/invitations/:id', {
    tags,
    summary: 'Remove a pending invitation (its inviter, or the game creator or an admin)',
    params: invitationParams,
    done: 'Invitation removed',
    errors: [403, 404, 409],
  }, (request) => removeInvitation(app.db, request.params.id, request.userId));
};
