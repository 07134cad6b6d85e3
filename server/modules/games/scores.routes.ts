import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameScoreSchema } from '@contract/results';
import { documentRoute } from '../../plugins/document-reads';
import { errorResponses } from '../../route-schemas';
import { gameIdParams } from './game-params';
import { scoresDocument } from './scores.document';
import { sendGameDocument } from './game-scoped-read';

/** The personal leaderboard of a game (docs/product.md §2 "Game detail"). */
export const scoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/games/:id/scores',
    {
      ...documentRoute,
      schema: {
        tags: ['games'],
        summary: 'Scores of every participant, best first (empty while the game is upcoming)',
        params: gameIdParams,
        response: { 200: z.array(gameScoreSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (request, reply) =>
      sendGameDocument(request, reply, scoresDocument),
  );
};
