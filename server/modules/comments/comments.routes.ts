import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { commentSchema, createCommentSchema } from '../../../contract/posts';
import { postErrors } from '../posts/posts.routes';
import { createComment, deleteComment } from './comments.service';

const tags = ['posts'];

/** Comments on posts (SPEC §7 "Posts and comments"). */
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
        response: { 201: commentSchema, ...postErrors },
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
        params: z.object({ id: z.uuid({ error: 'Comment id must be a UUID' }) }),
        response: { 204: z.null(), ...postErrors },
      },
    },
    async (request, reply) => {
      await deleteComment(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
