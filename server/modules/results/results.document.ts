import { gameDocumentStatement } from '../games/game-scoped-read';

/**
 * GET /api/games/{id}/results → `z.array(gameResultSchema)` (contract/results.ts): participants
 * only (games/game-scoped-read.ts), best first (ties by user id, so the order never changes), each
 * user by primary key. The rows were written once, when the game was finalised (an ended game is
 * finalised before it is read); a game that has not ended has none: an empty list. $2: the game id.
 */
export const resultsDocument = gameDocumentStatement(
  'results_document',
  `select coalesce(json_agg(json_build_object(
      'userId', r.user_id,
      'user', (select api_user(u) from users u where u.id = r.user_id),
      'position', r.position,
      'score', r.score,
      'medalType', r.medal_type,
      'popularVote', r.popular_vote
    ) order by r.position, r.user_id), '[]')
    from game_results r where r.game_id = g.id`,
);
