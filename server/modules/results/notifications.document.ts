import { documentStatement } from '../../plugins/document-reads';
import { ENDED_NOT_FINALIZED, FINALIZE_FIRST_SQL } from '../game-end/finalize-first';

/**
 * GET /api/notifications/games → `z.array(gameNotificationSchema)` (contract/results.ts): my unread
 * game notifications, oldest first, through notifications_unread_idx; each game by primary key.
 *
 * Polled every 30 s by every open app, so it is also where "the app" finalises a game of mine that
 * ended before the timer got to it (docs/architecture.md §6): the ended, unfinalised games come from the partial
 * index games_unfinalized_end_idx (normally none at all), checked against my participant row.
 * When there are some, the answer is FINALIZE_FIRST with their ids; the route finalises, reads again.
 */
export const notificationsDocument = documentStatement(
  'notifications_document',
  `select
  case when pending.ids is null then '200' else ${FINALIZE_FIRST_SQL} end as status,
  coalesce(pending.ids, (
    select coalesce(json_agg(json_build_object(
      'id', n.id,
      'gameId', n.game_id,
      'userId', n.user_id,
      'type', n.type,
      'createdAt', api_time(n.created_at),
      'game', json_build_object(
        'name', g.name,
        'creatorId', g.creator_id,
        'endTime', api_time(g.end_time),
        'participantCount', g.participant_count
      )
    ) order by n.created_at, n.id), '[]')
    from notifications n join games g on g.id = n.game_id
    where n.user_id = me.id and n.read_at is null
  )) as body
from (
  select json_agg(g.id) as ids
  from games g join game_participants mine on mine.game_id = g.id and mine.user_id = me.id
  where ${ENDED_NOT_FINALIZED}
) as pending`,
);
