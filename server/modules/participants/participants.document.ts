import { gameDocumentStatement } from '../games/game-scoped-read';

/**
 * GET /api/games/{id}/participants → `z.array(participantSchema)` (contract/games.ts): any
 * participant sees everyone in the game (SPEC §2 "Edit game"), in the order of every game answer:
 * the owner, then admins, then by the time they joined (game.document.ts orders its list the
 * same way). The game's members through the game_participants primary key's game prefix, each
 * user by primary key. Who may read: games/game-scoped-read.ts. $2: the game id.
 */
export const participantsDocument = gameDocumentStatement(
  'participants_document',
  `select coalesce(json_agg(json_build_object(
      'userId', p.user_id,
      'user', (select api_user(u) from users u where u.id = p.user_id),
      'isAdmin', p.is_admin
    ) order by p.user_id = g.creator_id desc, p.is_admin desc, p.created_at, p.user_id), '[]')
    from game_participants p where p.game_id = g.id`,
);
