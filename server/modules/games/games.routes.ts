import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actionResultSchema, gameAccessDeniedSchema, gameInputSchema, gameSchema, myGameSchema, rematchInputSchema } from '@contract/games';
import { documentRoute, getOwnDocument } from '../../plugins/document-reads';
import { errorResponses } from '../../route-schemas';
import { gameDocument } from './game.document';
import { deleteGame } from './game-deletion';
import { createGame, updateGame } from './games.service';
import { myGamesDocument } from './my-games.document';
import { rematchGame } from './rematch.service';
import { gameIdParams } from './game-params';
import { sendGameDocument } from './game-scoped-read';

const tags = ['games'];

/** My games and one game's life cycle (docs/product.md §7 "Games"); who may call what is in game-access.ts. */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  getOwnDocument(app, '/api/games', {
    tags,
    summary: 'My games: active (ending soonest first), upcoming (starting soonest first), completed (latest first)',
    response: z.array(myGameSchema),
    errors: [401],
    statement: myGamesDocument,
  });

  app.get(
    '/api/games/:id',
    {
      ...documentRoute,
      schema: {
        tags,
        summary: 'One game, for its participants',
        params: gameIdParams,
        response: { 200: gameSchema, ...errorResponses(400, 401, 404), 403: gameAccessDeniedSchema },
      },
    },
    (request, reply) =>
      sendGameDocument(request, reply, gameDocument),
  );

  app.post(
    '/api/games',
    {
      // docs/architecture.md §4: a creating POST honours Idempotency-Key (a retried create makes one game).
      config: { idempotent: true },
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Create a game; the creator is its first participant and owner',
        body: gameInputSchema,
        response: { 201: gameSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => reply.code(201).send(await createGame(app.db, request.userId, request.body)),
  );

  app.put(
    '/api/games/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Change a game’s settings and dates (creator or admin); status is ignored',
        params: gameIdParams,
        body: gameInputSchema,
        response: { 200: gameSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateGame(app.db, request.params.id, request.userId, request.body),
  );

  app.delete(
    '/api/games/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a game and everything in it (creator only)',
        params: gameIdParams,
        response: { 200: actionResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteGame(app.db, request.params.id, request.userId);
      return { message: 'Game deleted' };
    },
  );

  app.post(
    '/api/games/:id/rematch',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Play a finished game again (creator or admin): same settings and length from now, or the dates given, every other participant invited; a second call answers the first rematch (200)',
        params: gameIdParams,
        body: rematchInputSchema,
        response: { 200: gameSchema, 201: gameSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { game, created } = await rematchGame(app.db, request.params.id, request.userId, request.body);
      return reply.code(created ? 201 : 200).send(game);
    },
  );
};
