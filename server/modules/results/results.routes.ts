import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameResultSchema } from '@contract/results';
import { signedInRoute } from '../../signed-in-route';
import { getGameDocument } from '../games/game-scoped-read';
import { gameIdParams } from '../games/game-params';
import { attachmentDisposition, resultsCsv } from './results-csv';
import { resultsDocument } from './results.document';

/** A game's final ranking (docs/architecture.md §6 "Game end"): the celebration dialog and the Winners block. */
export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  getGameDocument(app, '/api/games/:id/results', {
    tags: ['games'],
    summary: 'Final results of an ended game, best first (empty until it has ended)',
    response: z.array(gameResultSchema),
    statement: resultsDocument,
  });

  signedInRoute(app, 'GET', '/api/games/:id/results.csv', {
    tags: ['games'],
    summary: 'Final results of an ended game as a CSV file (position,name,score,medal,popularVote), for its participants',
    params: gameIdParams,
    // The file is text/csv; its refusals are JSON `{ message }` like every other answer.
    responses: { 200: { description: 'The results file', content: { 'text/csv': { schema: z.string() } } } },
    errors: [403, 404],
  }, async (request, reply) => {
    const { name, csv } = await resultsCsv(app.db, request.params.id, request.userId);
    return reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(name)).send(csv);
  });
};
