import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminResolveReportSchema, moderationReportsSchema, resolvedReportSchema } from '@contract/reports';
import { getDocument } from '../../plugins/document-reads';
import { OPERATORS_ONLY } from '../../plugins/operator';
import { uuidParam } from '../../route-schemas';
import { operatorRoute } from '../../signed-in-route';
import { adminReportsDocument, NOT_AN_OPERATOR } from './admin-reports.document';
import { resolveReport } from './report-resolution';

const tags = ['moderation'];

/** The operators' queue (docs/decisions/0040-trust-and-safety.md, decision 0041): every open report, and what they may do about it. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  getDocument(app, '/api/admin/reports', {
    tags,
    summary: 'Every open report (posts, comments, messages, people), oldest first, at most 100 (operators)',
    response: moderationReportsSchema,
    errors: [403],
    statement: adminReportsDocument,
    messages: { [NOT_AN_OPERATOR]: OPERATORS_ONLY },
  });

  operatorRoute(app, 'POST', '/api/admin/reports/:id/resolve', {
    tags,
    summary: 'Hide the reported content, dismiss the report, or suspend its author or the reported person (operators)',
    params: z.object({ id: uuidParam('Report id') }),
    body: adminResolveReportSchema,
    response: resolvedReportSchema,
    errors: [404],
  }, (request) => resolveReport(app.db, request.userId, request.params.id, null, request.body.action));
};
