import { gameDocumentStatement } from '../games/game-scoped-read';

/**
 * GET /api/games/{id}/invitations → `z.array(gameInvitationSchema)` (contract/games.ts): the
 * pending invitations of a game, oldest first, for its creator or an admin (docs/architecture.md §6 roles; who
 * may read: games/game-scoped-read.ts). The game's invitations through invitations_game_idx
 * (game_id, status); the invited person (null for an invitation by email) and the inviter each by
 * primary key. $2: the game id.
 */
export const gameInvitationsDocument = gameDocumentStatement(
  'game_invitations_document',
  `select coalesce(json_agg(json_build_object(
      'id', i.id,
      'invitedUser', (select api_user(u) from users u where u.id = i.invited_user_id),
      'invitedEmail', i.invited_email,
      'invitedBy', (select api_user(u) from users u where u.id = i.invited_by_id),
      'createdAt', api_time(i.created_at)
    ) order by i.created_at, i.id), '[]')
    from invitations i where i.game_id = g.id and i.status = 'pending'`,
  { reader: 'manager' },
);
