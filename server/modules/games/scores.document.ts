import { gameDocumentStatement } from './game-scoped-read';

/**
 * GET /api/games/{id}/scores → `z.array(gameScoreSchema)` (contract/results.ts): participants only (game-scoped-read.ts);
 * every participant best first, read from the score counters through game_participants_score_idx
 * (game_id, score desc), never by counting posts; each user by primary key. `rank` as results rank
 * (1 + the number with a strictly higher score); the medals come from the results, once written.
 * An upcoming game has no scores yet: an empty list (docs/product.md §7 asks only for active or completed
 * games). $2: the game id.
 */
export const scoresDocument = gameDocumentStatement(
  'scores_document',
  `select case when api_game_status(g.start_time, g.end_time) = 'upcoming' then '[]'::json else (
    select coalesce(json_agg(json_build_object(
      'user', (select api_user(u) from users u where u.id = p.user_id),
      'score', p.score,
      'rank', p.rank,
      'medalType', r.medal_type,
      'popularVote', coalesce(r.popular_vote, false)
    ) order by p.score desc, p.created_at, p.user_id), '[]')
    from (
      select q.*, rank() over (order by q.score desc) as rank from game_participants q where q.game_id = g.id
    ) p
    left join game_results r on r.game_id = g.id and r.user_id = p.user_id
  ) end`,
);
