import { documentStatement } from '../../plugins/document-reads';

/**
 * My stats as `userStatsSchema` (contract/user.ts), from my counter row, which the writes keep up to
 * date in their own transactions (docs/architecture.md §6: never recounted on a read); zeros before my first
 * counted action, when there is no row yet. The streak (users/streaks.ts) is stored as a run and
 * its last day: today's date in my time zone only decides whether the run is still alive (up to
 * yesterday) or at risk (it ends yesterday). Sees `me.id`; the refresh reads it too.
 */
export const STATS_ANSWER = `select 200 as status, json_build_object(
  'gamesJoined', coalesce(s.games_joined, 0),
  'totalAccomplishments', coalesce(s.total_accomplishments, 0),
  'totalUpvotes', coalesce(s.total_upvotes, 0),
  'gamesCreated', coalesce(s.games_created, 0),
  'goldMedals', coalesce(s.gold_medals, 0),
  'silverMedals', coalesce(s.silver_medals, 0),
  'bronzeMedals', coalesce(s.bronze_medals, 0),
  'popularVoteMedals', coalesce(s.popular_vote_medals, 0),
  'currentStreak', case when s.streak_last_day >= today.day - 1 then s.current_streak else 0 end,
  'longestStreak', coalesce(s.longest_streak, 0),
  'streakAtRisk', coalesce(s.current_streak > 0 and s.streak_last_day = today.day - 1, false),
  'timeZone', u.time_zone
) as body
from users u
cross join lateral (select (now() at time zone u.time_zone)::date as day) as today
left join user_stats s on s.user_id = u.id
where u.id = me.id`;

/** GET /api/user/stats: one primary-key read of my users row and my counter row. No route values. */
export const statsDocument = documentStatement('user_stats_document', STATS_ANSWER);
