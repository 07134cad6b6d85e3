import { useParams } from 'react-router';
import { GameDetailPage } from '@/features/games/components/game-detail-page';
import { GameEditPage } from '@/features/games/components/edit/game-edit-page';
import { GameGate } from '@/features/games/components/game-gate';
import { GroupsPage } from '@/features/groups/components/groups-page';

/** /games/{id} */
export function GameDetailRoute({ userId }: { userId: string }) {
  const { id = '' } = useParams();
  return <GameDetailPage key={id} id={id} userId={userId} />;
}

/** /games/{id}/edit */
export function GameEditRoute({ userId }: { userId: string }) {
  const { id = '' } = useParams();
  return <GameEditPage key={id} id={id} userId={userId} />;
}

/** /games/{gameId}/groups: the groups screen of a game the person may open. */
export function GroupsRoute() {
  const { gameId = '' } = useParams();
  return (
    <GameGate key={gameId} id={gameId} screen="view">
      {(game) => <GroupsPage gameName={game.name} />}
    </GameGate>
  );
}
