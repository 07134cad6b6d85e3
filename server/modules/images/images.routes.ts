import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParam } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { loadImageForViewer } from './images.service';

/** An image never changes under its id (a new photo is a new id), so browsers may keep it for good. */
export const IMAGE_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** GET /api/images/{id}: a post's photo, only to people who may see the post (docs/architecture.md §6). */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'GET', '/api/images/:id', {
    tags: ['posts'],
    summary: "A post's photo (participants of the post's game and the uploader only)",
    params: z.object({ id: uuidParam('Image id') }),
    // Bytes, not JSON: Fastify sends a Buffer as is, without the serializer.
    responses: { 200: z.unknown().describe('The image bytes; Content-Type as stored') },
    errors: [404],
  }, async (request, reply) => {
    const image = await loadImageForViewer(app.db, request.params.id, request.userId);
    return reply
      .header('content-type', image.mimeType)
      // private: shared caches must not keep a photo that only some people may see.
      .header('cache-control', IMAGE_CACHE_CONTROL)
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(image.bytes));
  });
};
