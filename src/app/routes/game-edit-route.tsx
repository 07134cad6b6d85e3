import { useParams } from 'react-router';
import { GameEditPage } from '@/features/games/components/edit/game-edit-page';
import { GameReportsSection } from '@/features/safety/components/game-reports-section';

/**
 * /games/{id}/edit. A chunk of its own: the form and its validation (zod) load on this screen only,
 * not with the game page (decision 0024). Its 'Reports' section (the game's moderators act on reports)
 * is the safety feature's.
 */
export function GameEditRoute({ userId }: { userId: string }) {
  const { id = '' } = useParams();
  return <GameEditPage key={id} id={id} userId={userId} reports={(game) => <GameReportsSection gameId={game.id} />} />;
}
