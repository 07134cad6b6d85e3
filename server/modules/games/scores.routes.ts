import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameScoreSchema } from '../../../contract/games';
import { errorResponses } from '../../route-schemas';
import { gameIdParams } from './route-schemas';
import { listScores } from './scores.service';

/** The personal leaderboard of a game (SPEC §2 "Game detail"). */
export const scoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/games/:id/scores',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['games'],
        summary: 'Scores of every participant, best first (empty while the game is upcoming)',
        params: gameIdParams,
        response: { 200: z.array(gameScoreSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => listScores(app.db, request.params.id, request.userId),
  );
};
