import { and, asc, eq, sql } from 'drizzle-orm';
import type { GameInvitation } from '@contract/games';
import type { Database } from '../../db/client';
import { gameParticipants } from '../../db/schema/games';
import { users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import { blockedError, blocks } from '../blocks/block-rules';
import { publishEvent } from '../events/event-notes';
import { loadMember } from '../games/game-access';
import { toPublicUser } from '../../lib/user-mapper';
import { sqlRows } from '../../db/sql-rows';

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_INVITE_YOURSELF = 'You cannot invite yourself';
export const ALREADY_PARTICIPANT = 'This user is already a participant';
export const ALREADY_INVITED = 'This user has already been invited';

type InviteTarget = { username?: string; email?: string };

/**
 * The person an invitation is for: by username (stored lower-case, unique), or by email for someone
 * without a username (docs/product.md §5); emails aren't unique, so a match without a username wins.
 */
async function findInvitee(db: Database, target: InviteTarget) {
  const where = target.username
    ? eq(users.username, target.username)
    : sql`lower(${users.email}) = ${target.email!.toLowerCase()}`;
  const [user] = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(sql`${users.username} is null desc`, asc(users.createdAt))
    .limit(1);
  if (!user) throw new HttpError(404, USER_NOT_FOUND);
  return user;
}

/**
 * POST /api/games/{id}/invite: any participant invites someone who exists and is not yet in the
 * game. One pending invitation per person and game: the partial unique index decides, so two
 * invitations sent at once still make one row and the second answer is 409.
 */
export async function inviteUser(
  db: Database,
  gameId: string,
  userId: string,
  target: InviteTarget,
): Promise<GameInvitation> {
  await loadMember(db, gameId, userId);
  const invitee = await findInvitee(db, target);
  if (invitee.id === userId) throw new HttpError(400, CANNOT_INVITE_YOURSELF);
  const [participant] = await db
    .select({ userId: gameParticipants.userId })
    .from(gameParticipants)
    .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, invitee.id)))
    .limit(1);
  if (participant) throw new HttpError(409, ALREADY_PARTICIPANT);
  // Someone who blocks me can't be invited by me (docs/decisions/0043-blocks.md): the insert
  // checks it itself, and the neutral 403 does not say so.
  const [row] = await sqlRows<{ blocked: boolean; id: string | null; invited_email: string | null; created_at: string | null }>(db, sql`
      with refused as (select ${blocks(invitee.id, userId)} as blocked),
      inserted as (
        insert into invitations (game_id, invited_by_id, invited_user_id)
        select ${gameId}, ${userId}, ${invitee.id} from refused where not refused.blocked
        on conflict do nothing
        returning id, invited_email, api_time(created_at) as created_at
      )
      select refused.blocked, inserted.id, inserted.invited_email, inserted.created_at
      from refused left join inserted on true`);
  if (row!.blocked) throw blockedError();
  if (!row!.id) throw new HttpError(409, ALREADY_INVITED);
  const created = { id: row!.id, invitedEmail: row!.invited_email, createdAt: row!.created_at! };
  await publishEvent(db, { kind: 'invitation', gameId, userId: invitee.id });
  const [inviter] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return {
    id: created.id,
    invitedUser: toPublicUser(invitee),
    invitedEmail: created.invitedEmail,
    invitedBy: toPublicUser(inviter!),
    createdAt: created.createdAt,
  };
}
