import { documentStatement } from '../../plugins/document-reads';

/**
 * GET /api/user/stats → `userStatsSchema` (contract/user.ts): one primary-key read of my counter
 * row, which the writes keep up to date in their own transactions (DESIGN §6: never recounted on
 * a read); zeros before my first counted action, when there is no row yet. No route values.
 */
export const statsDocument = documentStatement(
  'user_stats_document',
  `select 200 as status, json_build_object(
  'gamesJoined', coalesce(s.games_joined, 0),
  'totalAccomplishments', coalesce(s.total_accomplishments, 0),
  'totalUpvotes', coalesce(s.total_upvotes, 0),
  'gamesCreated', coalesce(s.games_created, 0),
  'goldMedals', coalesce(s.gold_medals, 0),
  'silverMedals', coalesce(s.silver_medals, 0),
  'bronzeMedals', coalesce(s.bronze_medals, 0),
  'popularVoteMedals', coalesce(s.popular_vote_medals, 0)
) as body
from (select 1) as one
left join user_stats s on s.user_id = me.id`,
);
