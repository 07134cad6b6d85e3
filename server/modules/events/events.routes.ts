import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http-error';
import { signedInRoute } from '../../signed-in-route';

export const LIVE_UNAVAILABLE = 'Live updates are unavailable right now; the app checks for news every 30 seconds';

/**
 * GET /api/events (docs/architecture.md §6 "Live updates and push", decision 0026): the signed-in person's
 * server-sent events. 401 first for a visitor (requireUser runs before anything else). The body is
 * a stream Fastify pipes as it is written: no serializer, no compression here, and the headers
 * below ask proxies not to buffer it either (X-Accel-Buffering for nginx) and nobody to keep it.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'GET', '/api/events', {
    // A compressor buffers: events would wait for the next ones instead of leaving at once.
    compress: false,
    tags: ['events'],
    summary: 'Live updates for the signed-in person (text/event-stream; events: contract/events.ts)',
    responses: { 200: z.unknown().describe('text/event-stream: `id:` and `data:` (a JSON live event) per event, `: ping` every 25 s') },
    errors: [503],
  }, async (request, reply) => {
    const stream = await app.events.open(request.userId).catch((error: unknown) => {
      request.log.error({ err: error }, 'Live events: could not listen');
      throw new HttpError(503, LIVE_UNAVAILABLE);
    });
    // Whatever closes the connection ends the stream and frees what it holds (bus entry, timer).
    reply.raw.on('close', () => stream.end());
    if (reply.raw.destroyed) stream.end();
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no')
      .send(stream.body);
  });
};
