import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockedUsersSchema } from '@contract/blocks';
import { getOwnDocument } from '../../plugins/document-reads';
import { errorResponses, uuidParam } from '../../route-schemas';
import { blockedUsersDocument } from './blocked-users.document';
import { blockUser, unblockUser } from './blocks.service';

const tags = ['blocks'];
const params = z.object({ id: uuidParam('User id') });

/** Blocking (docs/decisions/0040-trust-and-safety.md, docs/decisions/0043-blocks.md). */
export const blockRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/users/:id/block',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Block a person: they can no longer reach me, and I no longer see what they write (idempotent)',
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await blockUser(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/users/:id/block',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Unblock a person (fine when not blocked)',
        params,
        response: { 204: z.null(), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      await unblockUser(app.db, request.userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  getOwnDocument(app, '/api/user/blocks', {
    tags,
    summary: 'The people I block, most recently blocked first',
    response: blockedUsersSchema,
    errors: [401],
    statement: blockedUsersDocument,
  });
};
