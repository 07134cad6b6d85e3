import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameInvitationSchema, inviteUserSchema } from '@contract/games';
import { signedInRoute } from '../../signed-in-route';
import { getGameDocument } from '../games/game-scoped-read';
import { gameIdParams } from '../games/game-params';
import { gameInvitationsDocument } from './game-invitations.document';
import { inviteUser } from './game-invitations.service';

const tags = ['invitations'];

/** Inviting people into a game, and its pending invitations (docs/product.md §2 "Share game", "Edit game"). */
export const gameInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'POST', '/api/games/:id/invite', {
    // docs/architecture.md §4: a creating POST honours Idempotency-Key (a retried invite is answered once).
    config: { idempotent: true },
    tags,
    summary: 'Invite a user by username (or by email for a user without one); any participant',
    params: gameIdParams,
    body: inviteUserSchema,
    status: 201,
    response: gameInvitationSchema,
    errors: [403, 404, 409],
  }, (request) => inviteUser(app.db, request.params.id, request.userId, request.body));

  getGameDocument(app, '/api/games/:id/invitations', {
    tags,
    summary: 'Pending invitations of a game (creator or admin), oldest first',
    response: z.array(gameInvitationSchema),
    statement: gameInvitationsDocument,
  });
};
