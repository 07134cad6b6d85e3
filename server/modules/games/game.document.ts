import { HAS_REQUESTED } from './discover.document';
import { gameDocumentStatement } from './game-scoped-read';

/**
 * GET /api/games/{id} → `gameSchema` (contract/games.ts), the game page: participants only. $2: the
 * game id. The game and my participant row by primary key; every participant through the primary
 * key's game prefix, each user by primary key, listed as every game answer lists them: the owner,
 * then admins, then by the time they joined (then by id, so equal times keep one order). The
 * counts are the counter columns, never a count(*) (DESIGN performance rule). `openReportCount`, the
 * moderators' badge (decision 0040), is the counter kept by the report writes, for the creator and
 * admins only (null for everyone else).
 *
 * Not a participant: 403 with `gameAccessDeniedSchema`'s `isPublic` (the page offers Join Game only
 * where joining can work, issue 9) and `hasRequested` (my request waits: 'Requested', issue 32),
 * nothing else of the game. No such game: 404 (game-access.ts texts).
 */
export const gameDocument = gameDocumentStatement(
  'game_document',
  `json_build_object(
    'id', g.id,
    'name', g.name,
    'description', g.description,
    'coverImage', g.cover_image,
    'status', api_game_status(g.start_time, g.end_time),
    'startTime', api_time(g.start_time),
    'endTime', api_time(g.end_time),
    'isPublic', g.is_public,
    'requiresApproval', g.requires_approval,
    'creatorId', g.creator_id,
    'creator', (select api_user(u) from users u where u.id = g.creator_id),
    'inviteCode', g.invite_code,
    'participants', (
      select coalesce(json_agg(json_build_object(
        'userId', p.user_id,
        'user', (select api_user(u) from users u where u.id = p.user_id),
        'isAdmin', p.is_admin
      ) order by p.user_id = g.creator_id desc, p.is_admin desc, p.created_at, p.user_id), '[]')
      from game_participants p where p.game_id = g.id
    ),
    '_count', json_build_object('participants', g.participant_count, 'posts', g.post_count),
    'openReportCount', case when g.creator_id = me.id or mine.is_admin then g.open_report_count end
  )`,
  { denied: `json_build_object('isPublic', g.is_public, 'hasRequested', ${HAS_REQUESTED})` },
);
