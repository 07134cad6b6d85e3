import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setUpvoteSchema, upvoteStateSchema } from '@contract/posts';
import { postIdParams } from './post-changes.routes';
import { errorResponses } from '../../route-schemas';
import { tags } from './posts.routes';
import { setUpvote, toggleUpvote } from './upvotes.service';

/** Likes (docs/architecture.md §4): POST toggles (docs/product.md §7); PUT sets the state, which is what queued likes send. */
export const upvoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/posts/:id/upvote',
    {
      config: { idempotent: true },
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Like or unlike a post (toggle; accepts Idempotency-Key)',
        params: postIdParams,
        response: { 200: upvoteStateSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => toggleUpvote(app.db, request.userId, request.params.id),
  );

  app.put(
    '/api/posts/:id/upvote',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Set whether I like a post (idempotent)',
        params: postIdParams,
        body: setUpvoteSchema,
        response: { 200: upvoteStateSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => setUpvote(app.db, request.userId, request.params.id, request.body.upvoted),
  );
};
