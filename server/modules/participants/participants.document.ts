import { documentStatement } from '../../plugins/document-reads';

/**
 * GET /api/games/{id}/participants → `z.array(participantSchema)` (contract/games.ts): any
 * participant sees everyone in the game (SPEC §2 "Edit game"), in the order of every game answer:
 * the owner, then admins, then by the time they joined (game.document.ts orders its list the
 * same way). The game's members through the game_participants primary key's game prefix, each
 * user by primary key. 404 for a missing game, 403 for anyone not in it. $2: the game id.
 */
export const participantsDocument = documentStatement(
  'participants_document',
  `select
  case when g.id is null then 404 when mine.user_id is null then 403 else 200 end as status,
  case when mine.user_id is not null then (
    select coalesce(json_agg(json_build_object(
      'userId', p.user_id,
      'user', (select api_user(u) from users u where u.id = p.user_id),
      'isAdmin', p.is_admin
    ) order by p.user_id = g.creator_id desc, p.is_admin desc, p.created_at, p.user_id), '[]')
    from game_participants p where p.game_id = g.id
  ) end as body
from (select 1) as one
left join games g on g.id = $2
left join game_participants mine on mine.game_id = g.id and mine.user_id = me.id`,
);
