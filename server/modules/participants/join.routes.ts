import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionResultSchema, joinCodeSchema, joinResponseSchema } from '@contract/games';
import { errorResponses } from '../../route-schemas';
import { gameIdParams } from '../games/game-params';
import { joinByCode, joinPublicGame, leaveGame } from './join.service';

const tags = ['participants'];

/** Joining and leaving (docs/product.md §7 "Games"; docs/architecture.md §6 "Joining"). */
export const joinRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/games/join/:code',
    {
      onRequest: app.requireUser,
      // Misses are limited per IP and person: codes must not be enumerable (rate-limit-invite-codes.ts).
      config: { inviteCodeLookup: true },
      schema: {
        tags,
        summary: 'Join by invite code (or send a join request when the game requires approval)',
        params: z.object({ code: joinCodeSchema }),
        response: { 200: joinResponseSchema, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => joinByCode(app.db, request.params.code, request.userId),
  );

  app.post(
    '/api/games/:id/join',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Join a public game from the listing (or send a join request when it requires approval)',
        params: gameIdParams,
        response: { 200: joinResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => joinPublicGame(app.db, request.params.id, request.userId),
  );

  app.post(
    '/api/games/:id/leave',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Leave a game (not its creator)',
        params: gameIdParams,
        response: { 200: actionResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await leaveGame(app.db, request.params.id, request.userId);
      return { message: 'Left the game' };
    },
  );
};
