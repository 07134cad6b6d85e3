import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CREATOR_METRICS,
  creatorLeaderboardQuerySchema,
  creatorLeaderboardSchema,
  PLAYER_METRICS,
  playerLeaderboardQuerySchema,
  playerLeaderboardSchema,
  TIME_FRAMES,
} from '@contract/leaderboard';
import { getDocument, type DocumentStatement } from '../../plugins/document-reads';
import { creatorBoard, playerBoard } from './boards';
import { boardDocument } from './leaderboard.document';

const tags = ['leaderboards'];

/** Every board's statement, made once at start-up: `${timeFrame}:${metric}`. */
const playerStatements = new Map<string, DocumentStatement>();
const creatorStatements = new Map<string, DocumentStatement>();
for (const frame of TIME_FRAMES) {
  for (const metric of PLAYER_METRICS) {
    const board = playerBoard(frame, metric);
    if (board) playerStatements.set(`${frame}:${metric}`, boardDocument(board));
  }
  for (const metric of CREATOR_METRICS) creatorStatements.set(`${frame}:${metric}`, boardDocument(creatorBoard(frame, metric)));
}

/**
 * Bad input is answered by sendDocument before the statement runs (401 first, then the contract's
 * 400 message), so any statement stands in when the query did not validate.
 */
function pick(statements: Map<string, DocumentStatement>, query: { timeFrame?: string; metric?: string }) {
  return statements.get(`${query.timeFrame}:${query.metric}`) ?? statements.values().next().value!;
}

/** docs/product.md §7 "Leaderboards", docs/architecture.md §6 "Global leaderboards": signed-in people only. */
export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  getDocument(app, '/api/leaderboard/players', {
    tags,
    summary: 'The top 50 players by a metric, in the past 30 days or all time, and my own entry when ranked below them',
    querystring: playerLeaderboardQuerySchema,
    response: playerLeaderboardSchema,
    statement: (request) => pick(playerStatements, request.query),
  });

  getDocument(app, '/api/leaderboard/creators', {
    tags,
    summary: 'The top 50 game creators by a metric, in the past 30 days or all time, and my own entry when ranked below them',
    querystring: creatorLeaderboardQuerySchema,
    response: creatorLeaderboardSchema,
    statement: (request) => pick(creatorStatements, request.query),
  });
};
