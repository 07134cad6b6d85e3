import { HAS_REQUESTED } from './discover.document';
import { gameDocumentStatement } from './game-scoped-read';
import { allParticipantsJson, gameJson } from './game-json';

/**
 * GET /api/games/{id} → `gameSchema` (contract/games.ts), the game page: participants only. $2: the
 * game id. The game and my participant row by primary key; every participant through the primary
 * key's game prefix, each user by primary key, listed as every game answer lists them: the owner,
 * then admins, then by the time they joined (then by id, so equal times keep one order). The
 * counts are the counter columns, never a count(*) (docs/architecture.md performance rule). `openReportCount`, the
 * moderators' badge (decision 0040), is the counter kept by the report writes, for the creator and
 * admins only (null for everyone else).
 *
 * Not a participant: 403 with `gameAccessDeniedSchema`'s `isPublic` (the page offers Join Game only
 * where joining can work) and `hasRequested` (my request waits: 'Requested', decision 0053),
 * nothing else of the game. No such game: 404 (game-access.ts texts).
 */
export const gameDocument = gameDocumentStatement(
  'game_document',
  gameJson({
    participants: allParticipantsJson,
    extra: [
      ['openReportCount', 'case when g.creator_id = me.id or mine.is_admin then g.open_report_count end'],
      // Rematches (docs/decisions/0063-keep-playing.md): the earlier game by primary key, the later by games_previous_game_key.
      ['previousGame', `(select json_build_object('id', p.id, 'name', p.name) from games p where p.id = g.previous_game_id)`],
      ['rematchGameId', '(select r.id from games r where r.previous_game_id = g.id)'],
    ],
  }),
  { denied: `json_build_object('isPublic', g.is_public, 'hasRequested', ${HAS_REQUESTED})` },
);
