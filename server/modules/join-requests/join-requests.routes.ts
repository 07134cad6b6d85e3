import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { joinRequestSchema } from '@contract/invitations';
import { uuidParam } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { getGameDocument } from '../games/game-scoped-read';
import { joinRequestsDocument } from './join-requests.document';
import { decideJoinRequest } from './join-requests.service';

const tags = ['join-requests'];
const requestParams = z.object({ id: uuidParam('Game id'), requestId: uuidParam('Join request id') });

/** Join requests of approval games (docs/product.md §2 "Edit game", §4 "Join request"). */
export const joinRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  getGameDocument(app, '/api/games/:id/join-requests', {
    tags,
    summary: 'Pending join requests of a game (creator or admin), oldest first',
    response: z.array(joinRequestSchema),
    statement: joinRequestsDocument,
  });

  // Approve and decline differ only in the decision and what they say.
  const decisions = [
    { action: 'approve', decision: 'accepted', summary: 'Approve a join request: the person joins', message: 'Join request approved' },
    { action: 'decline', decision: 'declined', summary: 'Decline a join request', message: 'Join request declined' },
  ] as const;
  for (const { action, decision, summary, message } of decisions) {
    signedInRoute(
      app,
      'POST',
      `/api/games/:id/join-requests/:requestId/${action}`,
      { tags, summary, params: requestParams, done: message, errors: [403, 404, 409] },
      (request) => decideJoinRequest(app.db, request.params.id, request.userId, request.params.requestId, decision),
    );
  }
};
