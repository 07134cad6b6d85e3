import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentSchema, createCommentSchema } from '@contract/posts';
import { uuidParam } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { createComment, deleteComment } from './comments.service';

const tags = ['posts'];

/** Comments on posts (docs/product.md §7 "Posts and comments"). */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'POST', '/api/comments', {
    config: { idempotent: true },
    tags,
    summary: 'Comment on a post (participants of its game; accepts Idempotency-Key)',
    body: createCommentSchema,
    status: 201,
    response: commentSchema,
    errors: [403, 404, 409, 422],
  }, (request) => createComment(app.db, request.userId, request.body));

  signedInRoute(app, 'DELETE', '/api/comments/:id', {
    tags,
    summary: 'Delete my comment',
    params: z.object({ id: uuidParam('Comment id') }),
    status: 204,
    errors: [403, 404, 409, 422],
  }, (request) => deleteComment(app.db, request.userId, request.params.id));
};
