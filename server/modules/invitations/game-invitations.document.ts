import { documentStatement } from '../../plugins/document-reads';

/**
 * GET /api/games/{id}/invitations → `z.array(gameInvitationSchema)` (contract/games.ts): the
 * pending invitations of a game, oldest first, for its creator or an admin (DESIGN §6 roles):
 * 404 for a missing game, 403 for anyone not in it, 4031 (the route's 403 "Only the game creator
 * or an admin can do this") for a participant who manages nothing, in that order as before.
 * The game's invitations through invitations_game_idx (game_id, status); the invited person (null
 * for an invitation by email) and the inviter each by primary key. $2: the game id.
 */
export const gameInvitationsDocument = documentStatement(
  'game_invitations_document',
  `select
  case
    when g.id is null then 404
    when mine.user_id is null then 403
    when not (g.creator_id = me.id or mine.is_admin) then 4031
    else 200
  end as status,
  case when mine.user_id is not null and (g.creator_id = me.id or mine.is_admin) then (
    select coalesce(json_agg(json_build_object(
      'id', i.id,
      'invitedUser', (select api_user(u) from users u where u.id = i.invited_user_id),
      'invitedEmail', i.invited_email,
      'invitedBy', (select api_user(u) from users u where u.id = i.invited_by_id),
      'createdAt', api_time(i.created_at)
    ) order by i.created_at, i.id), '[]')
    from invitations i where i.game_id = g.id and i.status = 'pending'
  ) end as body
from (select 1) as one
left join games g on g.id = $2
left join game_participants mine on mine.game_id = g.id and mine.user_id = me.id`,
);
