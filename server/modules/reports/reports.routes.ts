import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createReportSchema,
  moderationReportsSchema,
  myReportsSchema,
  reportCreatedSchema,
  resolvedReportSchema,
  resolveReportSchema,
} from '@contract/reports';
import { getDocument } from '../../plugins/document-reads';
import { uuidParam } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { requireManager } from '../games/game-access';
import { getGameDocument } from '../games/game-scoped-read';
import { gameIdParams } from '../games/game-params';
import { gameReportsDocument } from './game-reports.document';
import { myReportsDocument } from './my-reports.document';
import { reportRateLimit } from './report-rate-limit';
import { resolveReport } from './report-resolution';
import { createReport } from './reports.service';

const tags = ['reports'];
const reportParams = gameIdParams.extend({ reportId: uuidParam('Report id') });

/** Reports (docs/decisions/0040-trust-and-safety.md, decisions 0040 and 0041): anyone reports what they can see; a game's moderators act. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = reportRateLimit(app.db);

  signedInRoute(app, 'POST', '/api/reports', {
    config: { idempotent: true },
    preHandler: limit.preHandler,
    onResponse: limit.onResponse,
    tags,
    summary: 'Report a post, comment, message or person; the same target again answers the same report (200)',
    body: createReportSchema,
    responses: { 200: reportCreatedSchema, 201: reportCreatedSchema },
    errors: [404, 429],
  }, async (request, reply) => {
    const { id, created } = await createReport(app.db, request.userId, request.body);
    return reply.code(created ? 201 : 200).send({ id });
  });

  getDocument(app, '/api/reports/mine', {
    tags,
    summary: 'My reports, newest first (at most 100), with what became of each',
    response: myReportsSchema,
    statement: myReportsDocument,
  });

  getGameDocument(app, '/api/games/:id/reports', {
    tags,
    summary: "The open reports of a game's posts and comments, oldest first (creator and admins); never who reported",
    response: moderationReportsSchema,
    statement: gameReportsDocument,
  });

  signedInRoute(app, 'POST', '/api/games/:id/reports/:reportId/resolve', {
    tags,
    summary: 'Hide the reported content (every open report of it is resolved) or dismiss this report (creator and admins)',
    params: reportParams,
    body: resolveReportSchema,
    response: resolvedReportSchema,
    errors: [403, 404],
  }, async (request) => {
    await requireManager(app.db, request.params.id, request.userId);
    return resolveReport(app.db, request.userId, request.params.reportId, request.params.id, request.body.action);
  });
};
