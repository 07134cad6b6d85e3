import { useParams } from 'react-router';
import { canManageGame } from '@/features/games/can-manage-game';
import { GameGate } from '@/features/games/components/game-gate';
import { GroupsPage } from '@/features/groups/components/groups-page';

/**
 * /games/{gameId}/groups: the groups screen of a game the person may open; the participants and
 * who may manage come from the game read (docs/product.md §6: the creator and admins). A chunk of its own,
 * like the edit screen: its create-group form is not the game page's code.
 */
export function GroupsRoute({ userId }: { userId: string }) {
  const { gameId = '' } = useParams();
  return (
    <GameGate key={gameId} id={gameId} screen="view">
      {(game) => (
        <GroupsPage
          gameId={game.id}
          gameName={game.name}
          participants={game.participants}
          canManage={canManageGame(game, userId)}
        />
      )}
    </GameGate>
  );
}
