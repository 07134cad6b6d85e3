import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { postSchema, updatePostSchema } from '@contract/posts';
import { deletePost, editPost, redactPost, removePostImage } from './post-changes.service';
import { uuidParam } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { tags } from './posts.routes';

export const postIdParams = z.object({ id: uuidParam('Post id') });

/** The author's changes to a post, under the game-status rules of docs/architecture.md §6. */
export const postChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every change can meet the same refusals (post-access.ts: no such post, not the author, the game's status).
  const errors = [403, 404, 409, 422] as const;

  signedInRoute(app, 'PATCH', '/api/posts/:id', {
    tags,
    summary: 'Edit my post (active game only)',
    params: postIdParams,
    body: updatePostSchema,
    response: postSchema,
    errors,
  }, (request) => editPost(app.db, request.userId, request.params.id, request.body.content));

  signedInRoute(app, 'DELETE', '/api/posts/:id', {
    tags,
    summary: 'Delete my post and the point it gave (active game only)',
    params: postIdParams,
    status: 204,
    errors,
  }, (request) => deletePost(app.db, request.userId, request.params.id));

  signedInRoute(app, 'PATCH', '/api/posts/:id/redact', {
    tags,
    summary: 'Hide the text of my post for good; the accomplishment still counts',
    params: postIdParams,
    response: postSchema,
    errors,
  }, (request) => redactPost(app.db, request.userId, request.params.id));

  signedInRoute(app, 'PATCH', '/api/posts/:id/remove-image', {
    tags,
    summary: "Remove my post's photo (deleted from the server)",
    params: postIdParams,
    response: postSchema,
    errors,
  }, (request) => removePostImage(app.db, request.userId, request.params.id));
};
