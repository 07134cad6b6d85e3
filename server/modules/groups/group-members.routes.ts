import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addGroupMemberSchema, groupMemberSchema } from '@contract/groups';
import { signedInRoute } from '../../signed-in-route';
import { addGroupMember, removeGroupMember } from './group-members.service';
import { groupParams, groupTags, memberParams } from './group-params';

/**
 * Who is in a group (docs/product.md §7: one POST per selected person). `memberId` is a user id in both
 * routes. The POST answers the membership it made (`{ id, userId, user }`), the resource it
 * created; the screen reads the groups again after its batch of calls.
 */
export const groupMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  signedInRoute(app, 'POST', '/api/games/:id/groups/:groupId/members', {
    tags: groupTags,
    summary: 'Put a participant into a group (creator or admin; one group per person in a game)',
    params: groupParams,
    body: addGroupMemberSchema,
    status: 201,
    response: groupMemberSchema,
    errors: [403, 404, 409],
  }, ({ params: { id, groupId }, userId, body }) => addGroupMember(app.db, id, userId, groupId, body.memberId));

  signedInRoute(app, 'DELETE', '/api/games/:id/groups/:groupId/members/:memberId', {
    tags: groupTags,
    summary: 'Take a person (by user id) out of a group (creator or admin)',
    params: memberParams,
    done: 'Member removed from group',
    errors: [403, 404],
  }, ({ params: { id, groupId, memberId }, userId }) => removeGroupMember(app.db, id, userId, groupId, memberId));
};
