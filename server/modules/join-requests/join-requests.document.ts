import { documentStatement } from '../../plugins/document-reads';

/**
 * GET /api/games/{id}/join-requests → `z.array(joinRequestSchema)` (contract/invitations.ts): the
 * pending join requests of a game, oldest first, for its creator or an admin (SPEC §2 "Edit
 * game", DESIGN §6 roles): 404 for a missing game, 403 for anyone not in it, 4031 (the route's
 * 403 "Only the game creator or an admin can do this") for a participant who manages nothing, in
 * that order as before. The requests through join_requests_game_idx (game_id, status), each
 * asker by primary key. $2: the game id.
 */
export const joinRequestsDocument = documentStatement(
  'join_requests_document',
  `select
  case
    when g.id is null then 404
    when mine.user_id is null then 403
    when not (g.creator_id = me.id or mine.is_admin) then 4031
    else 200
  end as status,
  case when mine.user_id is not null and (g.creator_id = me.id or mine.is_admin) then (
    select coalesce(json_agg(json_build_object(
      'id', r.id,
      'user', (select api_user(u) from users u where u.id = r.user_id),
      'game', json_build_object('id', g.id, 'name', g.name),
      'createdAt', api_time(r.created_at)
    ) order by r.created_at, r.id), '[]')
    from join_requests r where r.game_id = g.id and r.status = 'pending'
  ) end as body
from (select 1) as one
left join games g on g.id = $2
left join game_participants mine on mine.game_id = g.id and mine.user_id = me.id`,
);
