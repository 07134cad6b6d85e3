import { documentStatement } from '../../plugins/document-reads';
import { ENDED_NOT_FINALIZED, FINALIZE_FIRST } from '../game-end/finalize-first';

/**
 * GET /api/games/{id}/results → `z.array(gameResultSchema)` (contract/results.ts): participants
 * only, best first (ties by user id, so the order never changes), each user by primary key. The
 * rows were written once, when the game was finalised; an ended game nobody has finalised yet is
 * finalised first (FINALIZE_FIRST). A game that has not ended has no results: an empty list.
 * $2: the game id.
 */
export const resultsDocument = documentStatement(
  'results_document',
  `select
  case
    when g.id is null then 404
    when mine.user_id is null then 403
    when ${ENDED_NOT_FINALIZED} then ${FINALIZE_FIRST}
    else 200
  end as status,
  case when mine.user_id is null or ${ENDED_NOT_FINALIZED} then null else (
    select coalesce(json_agg(json_build_object(
      'userId', r.user_id,
      'user', (select api_user(u) from users u where u.id = r.user_id),
      'position', r.position,
      'score', r.score,
      'medalType', r.medal_type,
      'popularVote', r.popular_vote
    ) order by r.position, r.user_id), '[]')
    from game_results r where r.game_id = g.id
  ) end as body
from (select 1) as one
left join games g on g.id = $2
left join game_participants mine on mine.game_id = g.id and mine.user_id = me.id`,
);
