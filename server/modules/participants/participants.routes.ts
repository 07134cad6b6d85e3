import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionResultSchema, participantSchema, setAdminSchema } from '@contract/games';
import { errorResponses, uuidParam } from '../../route-schemas';
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

  app.delete(
    '/api/games/:id/participants/:userId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Remove a participant (creator or admin; not the creator, not yourself)',
        params: participantParams,
        response: { 200: actionResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await removeFromGame(app.db, request.params.id, request.userId, request.params.userId);
      return { message: 'Participant removed' };
    },
  );

  app.put(
    '/api/games/:id/participants/:userId/admin',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Make a participant an admin or not (creator or admin; never the owner)',
        params: participantParams,
        body: setAdminSchema,
        response: { 200: participantSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setAdmin(app.db, request.params.id, request.userId, request.params.userId, request.body.isAdmin),
  );
};
