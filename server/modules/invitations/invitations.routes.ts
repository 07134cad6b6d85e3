import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../contract/error';
import { invitationsResponseSchema } from '../../../contract/invitations';
import { listInvitations } from './invitations.service';

/** Invitations to me and join requests for my games (SPEC §7); answering them comes with issue 3. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/invitations',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['invitations'],
        summary: 'My pending invitations and the pending join requests of the games I manage',
        response: { 200: invitationsResponseSchema, 401: apiErrorSchema },
      },
    },
    async (request) => listInvitations(app.db, request.user!.id),
  );
};
