import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminResolveReportSchema, moderationReportsSchema, resolvedReportSchema } from '@contract/reports';
import { getOwnDocument } from '../../plugins/document-reads';
import { OPERATORS_ONLY } from '../../plugins/operator';
import { errorResponses, uuidParam } from '../../route-schemas';
import { adminReportsDocument, NOT_AN_OPERATOR } from './admin-reports.document';
import { resolveReport } from './report-resolution';

const tags = ['moderation'];

/** The operators' queue (docs/decisions/0040-trust-and-safety.md, decision 0041): every open report, and what they may do about it. */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  getOwnDocument(app, '/api/admin/reports', {
    tags,
    summary: 'Every open report (posts, comments, messages, people), oldest first, at most 100 (operators)',
    response: moderationReportsSchema,
    errors: [401, 403],
    statement: adminReportsDocument,
    messages: { [NOT_AN_OPERATOR]: OPERATORS_ONLY },
  });

  app.post(
    '/api/admin/reports/:id/resolve',
    {
      onRequest: app.requireOperator,
      schema: {
        tags,
        summary: 'Hide the reported content, dismiss the report, or suspend its author or the reported person (operators)',
        params: z.object({ id: uuidParam('Report id') }),
        body: adminResolveReportSchema,
        response: { 200: resolvedReportSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => resolveReport(app.db, request.userId, request.params.id, null, request.body.action),
  );
};
