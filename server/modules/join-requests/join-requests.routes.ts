import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionResultSchema } from '@contract/games';
import { joinRequestSchema } from '@contract/invitations';
import { errorResponses, uuidParam } from '../../route-schemas';
import { getGameDocument } from '../games/game-scoped-read';
import { joinRequestsDocument } from './join-requests.document';
import { decideJoinRequest } from './join-requests.service';

const tags = ['join-requests'];
const requestParams = z.object({ id: uuidParam('Game id'), requestId: uuidParam('Join request id') });
const decisionResponse = { 200: actionResultSchema, ...errorResponses(400, 401, 403, 404, 409) };

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
    app.post(
      `/api/games/:id/join-requests/:requestId/${action}`,
      { onRequest: app.requireUser, schema: { tags, summary, params: requestParams, response: decisionResponse } },
      async (request) => {
        await decideJoinRequest(app.db, request.params.id, request.userId, request.params.requestId, decision);
        return { message };
      },
    );
  }
};
