import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameScoreSchema } from '../../../contract/results';
import { documentRoute, sendDocument } from '../../plugins/document-reads';
import { finalizeFirst } from '../game-end/finalize-first';
import { errorResponses } from '../../route-schemas';
import { ACCESS_DENIED, GAME_NOT_FOUND } from './game-access';
import { gameIdParams } from './route-schemas';
import { scoresDocument } from './scores.document';

/** The personal leaderboard of a game (SPEC §2 "Game detail"). */
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
      sendDocument(
        request,
        reply,
        scoresDocument,
        (r) => [r.params.id],
        { 403: ACCESS_DENIED, 404: GAME_NOT_FOUND },
        finalizeFirst(app.db, request.params.id),
      ),
  );
};
