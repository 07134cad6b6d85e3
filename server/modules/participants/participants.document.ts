import { participantsJson } from '../games/game-json';
import { gameDocumentStatement } from '../games/game-scoped-read';

/**
 * GET /api/games/{id}/participants → `z.array(participantSchema)` (contract/games.ts): any
 * participant sees everyone in the game (docs/product.md §2 "Edit game"), in the order of every game answer:
 * the owner, then admins, then by the time they joined (game.document.ts orders its list the
 * same way). The game's members through the game_participants primary key's game prefix, each
 * user by primary key. Who may read: games/game-scoped-read.ts. $2: the game id.
 */
export const participantsDocument = gameDocumentStatement(
  'participants_document',
  `select coalesce(${participantsJson('p')}, '[]')
    from game_participants p where p.game_id = g.id`,
);
