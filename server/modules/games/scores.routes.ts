import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameScoreSchema } from '@contract/results';
import { scoresDocument } from './scores.document';
import { getGameDocument } from './game-scoped-read';

/** The personal leaderboard of a game (docs/product.md §2 "Game detail"). */
export const scoreRoutes: FastifyPluginAsyncZod = async (app) => {
  getGameDocument(app, '/api/games/:id/scores', {
    tags: ['games'],
    summary: 'Scores of every participant, best first (empty while the game is upcoming)',
    response: z.array(gameScoreSchema),
    statement: scoresDocument,
  });
};
