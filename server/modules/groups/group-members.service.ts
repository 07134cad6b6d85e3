import { and, eq } from 'drizzle-orm';
import type { GroupMember } from '@contract/groups';
import type { Database } from '../../db/client';
import { gameParticipants } from '../../db/schema/games';
import { groupMembers, groups } from '../../db/schema/groups';
import { users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { isUniqueViolation } from '../../db/unique-violation';
import { requireManager } from '../games/game-access';
import { publicUserColumns } from '../../lib/public-users';
import { toPublicUser } from '../../lib/user-mapper';
import { ALREADY_IN_A_GROUP, GROUP_NOT_FOUND, lockGame, NOT_A_PARTICIPANT, NOT_IN_THIS_GROUP } from './group-rules';

/**
 * POST /api/games/{id}/groups/{groupId}/members `{ memberId }` (a user id): the creator or an
 * admin puts a participant into a group; answers the new membership `{ id, userId, user }`.
 *
 * - One group per person per game: the unique index group_members_game_user_key (game_id,
 *   user_id) decides, so ten concurrent adds of one person to ten groups leave one membership and
 *   nine 409s.
 * - Only participants: the person's game_participants row is held FOR KEY SHARE until the
 *   membership is in. Leaving or being removed deletes that row and then the person's membership
 *   (participants/membership.ts): a leave that comes first makes this find no participant (400);
 *   one that comes second waits for this to commit and then deletes the new membership too. The
 *   group row is held the same way, so a group deleted meanwhile is a 404, not a foreign-key error.
 */
export async function addGroupMember(
  db: Database,
  gameId: string,
  userId: string,
  groupId: string,
  memberId: string,
): Promise<GroupMember> {
  await requireManager(db, gameId, userId);
  try {
    return await db.transaction(async (tx) => {
      await lockGame(tx, gameId);
      const [group] = await tx
        .select({ id: groups.id })
        .from(groups)
        .where(and(eq(groups.id, groupId), eq(groups.gameId, gameId)))
        .for('key share');
      if (!group) throw new HttpError(404, GROUP_NOT_FOUND);
      const [participant] = await tx
        .select({ user: publicUserColumns })
        .from(gameParticipants)
        .innerJoin(users, eq(users.id, gameParticipants.userId))
        .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, memberId)))
        .for('key share', { of: gameParticipants });
      if (!participant) throw new HttpError(400, NOT_A_PARTICIPANT);
      const [membership] = await tx
        .insert(groupMembers)
        .values({ groupId, gameId, userId: memberId })
        .returning({ id: groupMembers.id });
      return { id: membership!.id, userId: memberId, user: toPublicUser(participant.user) };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'group_members_game_user_key')) throw new HttpError(409, ALREADY_IN_A_GROUP);
    throw error;
  }
}

/**
 * DELETE /api/games/{id}/groups/{groupId}/members/{memberId} (a user id, as in the POST): the
 * creator or an admin. One statement deleting one membership row (it takes no lock a game
 * deletion's cascade could wait on in turn). 404 names what is missing: the group in this game,
 * or the person in it.
 */
export async function removeGroupMember(
  db: Database,
  gameId: string,
  userId: string,
  groupId: string,
  memberId: string,
): Promise<void> {
  await requireManager(db, gameId, userId);
  const removed = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.gameId, gameId), eq(groupMembers.userId, memberId)))
    .returning({ id: groupMembers.id });
  if (removed.length > 0) return;
  const [group] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.gameId, gameId)))
    .limit(1);
  throw new HttpError(404, group ? NOT_IN_THIS_GROUP : GROUP_NOT_FOUND);
}
