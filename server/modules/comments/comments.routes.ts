import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentSchema, createCommentSchema } from '@contract/posts';
import { errorResponses, uuidParam } from '../../route-schemas';
import { createComment, deleteComment } from './comments.service';

const tags = ['posts'];

/** Comments on posts (docs/product.md §7 "Posts and comments"). */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/comments',
    {
      config: { idempotent: true },
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Comment on a post (participants of its game; accepts Idempotency-Key)',
        body: createCommentSchema,
        response: { 201: commentSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await createComment(app.db, request.userId, request.body)),
  );

  app.delete(
    '/api/comments/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete my comment',
        params: z.object({ id: uuidParam('Comment id') }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await deleteComment(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
