import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setUpvoteSchema, upvoteStateSchema } from '@contract/posts';
import { postIdParams } from './post-changes.routes';
import { signedInRoute } from '../../signed-in-route';
import { tags } from './posts.routes';
import { setUpvote, toggleUpvote } from './upvotes.service';

/** Likes (docs/architecture.md §4): POST toggles (docs/product.md §7); PUT sets the state, which is what queued likes send. */
export const upvoteRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'POST', '/api/posts/:id/upvote', {
    config: { idempotent: true },
    tags,
    summary: 'Like or unlike a post (toggle; accepts Idempotency-Key)',
    params: postIdParams,
    response: upvoteStateSchema,
    errors: [403, 404, 409, 422],
  }, (request) => toggleUpvote(app.db, request.userId, request.params.id));

  signedInRoute(app, 'PUT', '/api/posts/:id/upvote', {
    tags,
    summary: 'Set whether I like a post (idempotent)',
    params: postIdParams,
    body: setUpvoteSchema,
    response: upvoteStateSchema,
    errors: [403, 404, 409, 422],
  }, (request) => setUpvote(app.db, request.userId, request.params.id, request.body.upvoted));
};
