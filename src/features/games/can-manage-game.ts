import type { GameSummary } from './api/game-types';

/** SPEC §6: the creator and admin participants see the edit link and may open the edit screen. */
export function canManageGame(game: Pick<GameSummary, 'creatorId' | 'participants'>, userId: string): boolean {
  if (game.creatorId === userId) return true;
  return game.participants?.some((p) => p.userId === userId && p.isAdmin) ?? false;
}
