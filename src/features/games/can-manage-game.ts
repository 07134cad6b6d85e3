import type { Participant } from '@contract/games';

interface ManagedGame {
  creatorId: string;
  participants?: Pick<Participant, 'userId' | 'isAdmin'>[];
}

/** docs/product.md §6: the creator and admin participants see the edit link and may open the edit screen. */
export function canManageGame(game: ManagedGame, userId: string): boolean {
  if (game.creatorId === userId) return true;
  return game.participants?.some((p) => p.userId === userId && p.isAdmin) ?? false;
}

/** Whether `userId` takes part in the game (the creator always does, docs/architecture.md §6). */
export function isParticipant(game: ManagedGame, userId: string): boolean {
  return game.creatorId === userId || (game.participants?.some((p) => p.userId === userId) ?? false);
}
