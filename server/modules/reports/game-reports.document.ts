import { gameDocumentStatement } from '../games/game-scoped-read';
import { moderationReportsJson } from './moderation-report-json';

/**
 * GET /api/games/{id}/reports → moderationReportsSchema: the open reports of the game's posts and
 * comments, for its creator and admins (the same 404/403 as every manager's read of a game:
 * games/game-scoped-read.ts), oldest first through reports_open_game_idx. $2: the game id.
 */
export const gameReportsDocument = gameDocumentStatement(
  'game_reports_document',
  moderationReportsJson('r.game_id = g.id'),
  { reader: 'manager' },
);
