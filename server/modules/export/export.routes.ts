import { sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateLimits } from '../../db/schema/infrastructure';
import { refuseOverLimit } from '../../plugins/rate-limit-refusal';
import { DatabaseRateLimitStore } from '../../plugins/rate-limit-store';
import { signedInRoute } from '../../signed-in-route';
import { exportFileName, writeExport } from './export-archive';
import { ExportAborted, ZipWriter } from './zip-writer';

/**
 * docs/decisions/0048-data-export.md: at most 3 exports an hour per person. An export reads every row the person has and
 * every photo: a few a day is what a person needs, and a loop of them would load the database.
 */
export const EXPORT_LIMIT = { max: 3, timeWindowMs: 60 * 60_000 } as const;
export const TOO_MANY_EXPORTS = 'You can download your data 3 times an hour. Please try again later.';
const NAMESPACE = 'exports';

const tags = ['account'];
const zipAnswer = z.unknown().describe('The zip, streamed (application/zip, Content-Disposition: attachment)');

function tooMany(reply: FastifyReply, ttlMs: number) {
  return refuseOverLimit(reply, 'exports', ttlMs, TOO_MANY_EXPORTS);
}

function attachmentHeaders(reply: FastifyReply) {
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="${exportFileName(new Date())}"`)
    .header('cache-control', 'no-store');
}

/** Download my data (docs/decisions/0048-data-export.md). */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new DatabaseRateLimitStore(app.db, NAMESPACE);

  signedInRoute(app, 'GET', '/api/user/export', {
    // A zip is compressed already; and a compressor would hold pieces back from the stream.
    compress: false,
    exposeHeadRoute: false,
    tags,
    summary: 'Download my data: a zip of my account, games, posts and photos, comments, likes, messages and results (3 an hour)',
    responses: { 200: zipAnswer },
    errors: [429],
  }, async (request, reply) => {
    const { current, ttl } = await store.hit(request.userId, EXPORT_LIMIT.timeWindowMs);
    if (current > EXPORT_LIMIT.max) return tooMany(reply, ttl);
    const zip = new ZipWriter();
    // Produced while it is sent: the answer starts with the first bytes, not after the last.
    writeExport(app.db, request.userId, zip).catch((error: Error) => {
      if (error instanceof ExportAborted) return;
      request.log.error({ err: error }, 'data export failed mid-stream');
      zip.abort(error);
    });
    return attachmentHeaders(reply).send(zip.stream);
  });

  signedInRoute(app, 'HEAD', '/api/user/export', {
    tags,
    summary: 'Whether an export may start now (429 with Retry-After when not); counts nothing',
    responses: { 200: z.null() },
    errors: [429],
  }, async (request, reply) => {
    const [window] = await app.db
      .select({
        count: rateLimits.count,
        ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000))::int`,
      })
      .from(rateLimits)
      .where(sql`${rateLimits.key} = ${`${NAMESPACE}|${request.userId}`} and ${rateLimits.resetAt} > now()`);
    if (window && window.count >= EXPORT_LIMIT.max) return tooMany(reply, Number(window.ttl));
    return attachmentHeaders(reply).code(200).send();
  });
};
