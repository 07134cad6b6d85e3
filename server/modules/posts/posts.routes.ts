import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createPostSchema, postSchema, postsPageSchema, postsQuerySchema } from '@contract/posts';
import { getDocument } from '../../plugins/document-reads';
import { signedInRoute } from '../../signed-in-route';
import { ACCESS_DENIED, GAME_NOT_FOUND } from '../games/game-access';
import { postsPageDocument } from './posts.document';
import { createPost } from './posts.service';

export const tags = ['posts'];

/**
 * A photo travels inside the JSON as a data URL: up to 2 MB decoded is ~2.7 MB of base64, plus the
 * text. Fastify's default 1 MiB would refuse it, so only this route allows more.
 */
const CREATE_POST_BODY_LIMIT = 3 * 1024 * 1024;

/** Sharing and reading accomplishments (docs/product.md §7 "Posts and comments"). */
export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'POST', '/api/posts', {
    bodyLimit: CREATE_POST_BODY_LIMIT,
    config: { idempotent: true },
    tags,
    summary: 'Share an accomplishment in one game (one call per game; accepts Idempotency-Key)',
    body: createPostSchema,
    status: 201,
    response: postSchema,
    errors: [403, 404, 409, 413, 422],
  }, (request) => createPost(app.db, request.userId, request.body));

  getDocument(app, '/api/posts', {
    tags,
    summary: "A game's accomplishments, newest first, 20 to a page",
    querystring: postsQuerySchema,
    response: postsPageSchema,
    errors: [403, 404, 409, 422],
    statement: postsPageDocument,
    values: (r) => [r.query.gameId, r.query.page, r.query.limit],
    messages: { 403: ACCESS_DENIED, 404: GAME_NOT_FOUND },
  });
};
