import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockedUsersSchema } from '@contract/blocks';
import { getDocument } from '../../plugins/document-reads';
import { uuidParam } from '../../route-schemas';
import { signedInRoute } from '../../signed-in-route';
import { blockedUsersDocument } from './blocked-users.document';
import { blockUser, unblockUser } from './blocks.service';

const tags = ['blocks'];
const params = z.object({ id: uuidParam('User id') });

/** Blocking (docs/decisions/0040-trust-and-safety.md, docs/decisions/0043-blocks.md). */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'PUT', '/api/users/:id/block', {
    tags,
    summary: 'Block a person: they can no longer reach me, and I no longer see what they write (idempotent)',
    params,
    status: 204,
    errors: [404, 429],
  }, (request) => blockUser(app.db, request.userId, request.params.id));

  signedInRoute(app, 'DELETE', '/api/users/:id/block', {
    tags,
    summary: 'Unblock a person (fine when not blocked)',
    params,
    status: 204,
    errors: [404, 429],
  }, (request) => unblockUser(app.db, request.userId, request.params.id));

  getDocument(app, '/api/user/blocks', {
    tags,
    summary: 'The people I block, most recently blocked first',
    response: blockedUsersSchema,
    statement: blockedUsersDocument,
  });
};
