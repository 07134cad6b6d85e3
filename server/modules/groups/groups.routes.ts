import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createGroupSchema, groupLeaderboardEntrySchema, groupSchema } from '@contract/groups';
import { signedInRoute } from '../../signed-in-route';
import { getGameDocument } from '../games/game-scoped-read';
import { gameIdParams } from '../games/game-params';
import { groupLeaderboardDocument, groupsDocument } from './groups.document';
import { createGroup, deleteGroup } from './groups.service';
import { groupParams, groupTags } from './group-params';

/**
 * The teams of a game (docs/product.md §2 "Groups", §7 "Groups"; docs/architecture.md §6): participants read, the creator
 * and admins write. No Idempotency-Key: docs/architecture.md §4 lists the creating POSTs that take one, and
 * groups are not among them (a repeated create is a 409 on the name anyway).
 */
export const groupRoutes: FastifyPluginAsyncZod = async (app) => {
  getGameDocument(app, '/api/games/:id/groups', {
    tags: groupTags,
    summary: 'The groups of a game, oldest first, each with its members in the order they were added',
    response: z.array(groupSchema),
    statement: groupsDocument,
  });

  getGameDocument(app, '/api/games/:id/groups/leaderboard', {
    tags: groupTags,
    summary: "The group leaderboard: each group's members' scores summed, best first (ties share a rank)",
    response: z.array(groupLeaderboardEntrySchema),
    statement: groupLeaderboardDocument,
  });

  signedInRoute(app, 'POST', '/api/games/:id/groups', {
    tags: groupTags,
    summary: 'Create a group (creator or admin; the name unique in the game ignoring case)',
    params: gameIdParams,
    body: createGroupSchema,
    status: 201,
    response: groupSchema,
    errors: [403, 404, 409],
  }, (request) => createGroup(app.db, request.params.id, request.userId, request.body));

  signedInRoute(app, 'DELETE', '/api/games/:id/groups/:groupId', {
    tags: groupTags,
    summary: 'Delete a group and its memberships (creator or admin)',
    params: groupParams,
    done: 'Group deleted',
    errors: [403, 404],
  }, (request) => deleteGroup(app.db, request.params.id, request.userId, request.params.groupId));
};
