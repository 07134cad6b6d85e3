import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actionResultSchema } from '@contract/games';
import { addGroupMemberSchema, groupMemberSchema } from '@contract/groups';
import { errorResponses } from '../../route-schemas';
import { addGroupMember, removeGroupMember } from './group-members.service';
import { groupParams, groupTags, memberParams } from './group-params';

/**
 * Who is in a group (docs/product.md §7: one POST per selected person). `memberId` is a user id in both
 * routes. The POST answers the membership it made (`{ id, userId, user }`), the resource it
 * created; the screen reads the groups again after its batch of calls.
 */
export const groupMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/games/:id/groups/:groupId/members',
    {
      onRequest: app.requireUser,
      schema: {
        tags: groupTags,
        summary: 'Put a participant into a group (creator or admin; one group per person in a game)',
        params: groupParams,
        body: addGroupMemberSchema,
        response: { 201: groupMemberSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, groupId } = request.params;
      return reply.code(201).send(await addGroupMember(app.db, id, request.userId, groupId, request.body.memberId));
    },
  );

  app.delete(
    '/api/games/:id/groups/:groupId/members/:memberId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: groupTags,
        summary: 'Take a person (by user id) out of a group (creator or admin)',
        params: memberParams,
        response: { 200: actionResultSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id, groupId, memberId } = request.params;
      await removeGroupMember(app.db, id, request.userId, groupId, memberId);
      return { message: 'Member removed from group' };
    },
  );
};
