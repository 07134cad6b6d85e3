import { gameDocumentStatement } from '../games/game-scoped-read';

/**
 * GET /api/games/{id}/join-requests → `z.array(joinRequestSchema)` (contract/invitations.ts): the
 * pending join requests of a game, oldest first, for its creator or an admin (docs/product.md §2 "Edit
 * game", docs/architecture.md §6 roles; who may read: games/game-scoped-read.ts). The requests through
 * join_requests_game_idx (game_id, status), each asker by primary key. $2: the game id.
 */
export const joinRequestsDocument = gameDocumentStatement(
  'join_requests_document',
  `select coalesce(json_agg(json_build_object(
      'id', r.id,
      'user', (select api_user(u) from users u where u.id = r.user_id),
      'game', json_build_object('id', g.id, 'name', g.name),
      'createdAt', api_time(r.created_at)
    ) order by r.created_at, r.id), '[]')
    from join_requests r where r.game_id = g.id and r.status = 'pending'`,
  { reader: 'manager' },
);
