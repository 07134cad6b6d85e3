import { documentStatement } from '../../plugins/document-reads';

/**
 * GET /api/invitations → `invitationsResponseSchema` (contract/invitations.ts): the two lists
 * behind the Invites badge, polled every 30 s (docs/product.md §7 "Invitations", docs/architecture.md §6), each newest first
 * and at most 100 long (enough to act on, never an unbounded answer).
 * - invitations: the pending ones addressed to me (invitations_invited_user_idx), each game and
 *   inviter read by primary key; the status comes from the clock (api_game_status).
 * - pendingRequests: the pending join requests of the games I manage (creator or admin, docs/architecture.md §6).
 *   It starts from my own games (games_creator_idx, game_participants_user_idx) and only then
 *   reads their requests (join_requests_game_idx), so its cost follows how many games I run, not
 *   how many requests exist.
 * No route values.
 */
export const invitationsDocument = documentStatement(
  'invitations_document',
  `select 200 as status, json_build_object(
  'invitations', (
    select coalesce(json_agg(json_build_object(
      'id', i.id,
      'game', (
        select json_build_object(
          'id', g.id, 'name', g.name, 'description', g.description, 'isPublic', g.is_public,
          'status', api_game_status(g.start_time, g.end_time),
          'startTime', api_time(g.start_time), 'endTime', api_time(g.end_time))
        from games g where g.id = i.game_id
      ),
      'invitedBy', (select api_user(u) from users u where u.id = i.invited_by_id),
      'createdAt', api_time(i.created_at)
    ) order by i.created_at desc, i.id), '[]')
    from (
      select * from invitations
      where invited_user_id = me.id and status = 'pending'
      order by created_at desc, id limit 100
    ) i
  ),
  'pendingRequests', (
    select coalesce(json_agg(json_build_object(
      'id', r.id,
      'user', (select api_user(u) from users u where u.id = r.user_id),
      'game', (select json_build_object('id', g.id, 'name', g.name) from games g where g.id = r.game_id),
      'createdAt', api_time(r.created_at)
    ) order by r.created_at desc, r.id), '[]')
    from (
      select * from join_requests
      where status = 'pending' and game_id in (
        select id from games where creator_id = me.id
        union
        select game_id from game_participants where user_id = me.id and is_admin
      )
      order by created_at desc, id limit 100
    ) r
  )
) as body`,
);
