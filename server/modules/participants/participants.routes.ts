import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { participantSchema, setAdminSchema } from '@contract/games';
import { uuidParam } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { getGameDocument } from '../games/game-scoped-read';
import { participantsDocument } from './participants.document';
import { removeFromGame, setAdmin } from './participants.service';

const tags = ['participants'];
const participantParams = z.object({ id: uuidParam('Game id'), userId: uuidParam('User id') });

/** Who is in a game, and managing them (docs/product.md §2 "Edit game" participants; docs/architecture.md §6 roles). */
export const participantRoutes: FastifyPluginAsyncZod = async (app) => {
  getGameDocument(app, '/api/games/:id/participants', {
    tags,
    summary: 'The participants of a game: owner first, then admins, then by joining time',
    response: z.array(participantSchema),
    statement: participantsDocument,
  });

  signedInRoute(app, 'DELETE', '/api/games/:id/participants/:userId', {
    tags,
    summary: 'Remove a participant (creator or admin; not the creator, not yourself)',
    params: participantParams,
    done: 'Participant removed',
    errors: [403, 404],
  }, (request) => removeFromGame(app.db, request.params.id, request.userId, request.params.userId));

  signedInRoute(app, 'PUT', '/api/games/:id/participants/:userId/admin', {
    tags,
    summary: 'Make a participant an admin or not (creator or admin; never the owner)',
    params: participantParams,
    body: setAdminSchema,
    response: participantSchema,
    errors: [403, 404],
  }, (request) => setAdmin(app.db, request.params.id, request.userId, request.params.userId, request.body.isAdmin));
};
