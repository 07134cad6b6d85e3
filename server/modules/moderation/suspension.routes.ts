import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { suspendedUsersSchema } from '@contract/reports';
import { getOwnDocument } from '../../plugins/document-reads';
import { OPERATORS_ONLY } from '../../plugins/operator';
import { errorResponses, uuidParam } from '../../route-schemas';
import { publishNotes } from './publish';
import { NOT_AN_OPERATOR, suspendedUsersDocument } from './suspended.document';
import { unsuspendUser } from './suspension';

const tags = ['moderation'];

/** Suspensions (operators; docs/decisions/0040-trust-and-safety.md): who is suspended, and lifting it. Suspending is a report's resolution. */
export const suspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  getOwnDocument(app, '/api/admin/suspended', {
    tags,
    summary: 'The suspended people, most recently suspended first (operators)',
    response: suspendedUsersSchema,
    errors: [401, 403],
    statement: suspendedUsersDocument,
    messages: { [NOT_AN_OPERATOR]: OPERATORS_ONLY },
  });

  app.delete(
    '/api/admin/users/:id/suspension',
    {
      onRequest: app.requireOperator,
      schema: {
        tags,
        summary: 'Lift a suspension: what it hid is shown again (operators)',
        params: z.object({ id: uuidParam('User id') }),
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const notes = await app.db.transaction((tx) => unsuspendUser(tx, request.params.id));
      await publishNotes(app.db, notes);
      return reply.code(204).send(null);
    },
  );
};
