import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postSchema, updatePostSchema } from '@contract/posts';
import { deletePost, editPost, redactPost, removePostImage } from './post-changes.service';
import { errorResponses, uuidParam } from '../../route-schemas';
import { tags } from './posts.routes';

export const postIdParams = z.object({ id: uuidParam('Post id') });

/** The author's changes to a post, under the game-status rules of docs/architecture.md §6. */
export const postChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/api/posts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Edit my post (active game only)',
        params: postIdParams,
        body: updatePostSchema,
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => editPost(app.db, request.userId, request.params.id, request.body.content),
  );

  app.delete(
    '/api/posts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Delete my post and the point it gave (active game only)',
        params: postIdParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      await deletePost(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/api/posts/:id/redact',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Hide the text of my post for good; the accomplishment still counts',
        params: postIdParams,
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => redactPost(app.db, request.userId, request.params.id),
  );

  app.patch(
    '/api/posts/:id/remove-image',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Remove my post's photo (deleted from the server)",
        params: postIdParams,
        response: { 200: postSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => removePostImage(app.db, request.userId, request.params.id),
  );
};
