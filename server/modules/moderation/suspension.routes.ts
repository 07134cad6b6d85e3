import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { suspendedUsersSchema } from '@contract/reports';
import { getDocument } from '../../plugins/document-reads';
import { OPERATORS_ONLY } from '../../plugins/operator';
import { uuidParam } from '../../route-schemas';
import { operatorRoute } from '../../signed-in-route';
import { publishNotes } from './publish';
import { NOT_AN_OPERATOR, suspendedUsersDocument } from './suspended.document';
import { unsuspendUser } from './suspension';

const tags = ['moderation'];

/** Suspensions (operators; docs/decisions/0040-trust-and-safety.md): who is suspended, and lifting it. Suspending is a report's resolution. */
export const suspensionRoutes: FastifyPluginAsyncZod = async (app) => {
  getDocument(app, '/api/admin/suspended', {
    tags,
    summary: 'The suspended people, most recently suspended first (operators)',
    response: suspendedUsersSchema,
    errors: [403],
    statement: suspendedUsersDocument,
    messages: { [NOT_AN_OPERATOR]: OPERATORS_ONLY },
  });

  operatorRoute(app, 'DELETE', '/api/admin/users/:id/suspension', {
    tags,
    summary: 'Lift a suspension: what it hid is shown again (operators)',
    params: z.object({ id: uuidParam('User id') }),
    status: 204,
    errors: [404],
  }, async (request) => {
    const notes = await app.db.transaction((tx) => unsuspendUser(tx, request.params.id));
    await publishNotes(app.db, notes);
  });
};
