import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameAccessDeniedSchema, gameInputSchema, gameSchema, myGameSchema, rematchInputSchema } from '@contract/games';
import { documentRoute, getDocument } from '../../plugins/document-reads';
import { errorResponses } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
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
  getDocument(app, '/api/games', {
    tags,
    summary: 'My games: active (ending soonest first), upcoming (starting soonest first), completed (latest first)',
    response: z.array(myGameSchema),
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

  signedInRoute(app, 'POST', '/api/games', {
    // docs/architecture.md §4: a creating POST honours Idempotency-Key (a retried create makes one game).
    config: { idempotent: true },
    tags,
    summary: 'Create a game; the creator is its first participant and owner',
    body: gameInputSchema,
    status: 201,
    response: gameSchema,
  }, (request) => createGame(app.db, request.userId, request.body));

  signedInRoute(app, 'PUT', '/api/games/:id', {
    tags,
    summary: 'Change a game’s settings and dates (creator or admin); status is ignored',
    params: gameIdParams,
    body: gameInputSchema,
    response: gameSchema,
    errors: [403, 404],
  }, (request) => updateGame(app.db, request.params.id, request.userId, request.body));

  signedInRoute(app, 'DELETE', '/api/games/:id', {
    tags,
    summary: 'Delete a game and everything in it (creator only)',
    params: gameIdParams,
    done: 'Game deleted',
    errors: [403, 404],
  }, (request) => deleteGame(app.db, request.params.id, request.userId));

  signedInRoute(app, 'POST', '/api/games/:id/rematch', {
    tags,
    summary:
      'Play a finished game again (creator or admin): same settings and length from now, or the dates given, every other participant invited; a second call answers the first rematch (200)',
    params: gameIdParams,
    body: rematchInputSchema,
    responses: { 200: gameSchema, 201: gameSchema },
    errors: [403, 404],
  }, async (request, reply) => {
    const { game, created } = await rematchGame(app.db, request.params.id, request.userId, request.body);
    return reply.code(created ? 201 : 200).send(game);
  });
};
