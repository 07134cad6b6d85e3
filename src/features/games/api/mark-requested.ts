import type { InviteGame, PublicGame } from '@contract/games';
import type { QueryClient } from '@tanstack/react-query';
import { publicGamesQueryKey } from './get-public-games';

/**
 * After a join answered `requiresApproval`, every cached list that shows the game says
 * 'Requested' at once (decision 0053): Discover's list and searches (['games', 'public' | 'search', …])
 * and the join page (['games', 'invite', code]). The refetch that follows says the same from the
 * server (`hasRequested`); this only spares the moment in between, when 'Join Game' would be back.
 */
export function markRequested(queryClient: QueryClient, gameId: string): void {
  const mark = <Game extends { id: string; hasRequested?: boolean }>(game: Game): Game =>
    game.id === gameId ? { ...game, hasRequested: true } : game;
  for (const key of [publicGamesQueryKey, ['games', 'search']]) {
    queryClient.setQueriesData<PublicGame[]>({ queryKey: key }, (list) => list?.map(mark));
  }
  queryClient.setQueriesData<InviteGame>({ queryKey: ['games', 'invite'] }, (game) => game && mark(game));
}
