import { Page } from '@/components/page';
import { GameEditLink, GameHeader } from './game-detail/game-header';
import { JoinGameButton } from './game-detail/join-game-button';
import { GameGate } from './game-gate';

/** /games/{id}: the header part (SPEC §2); leaderboards and posts follow in later issues. */
export function GameDetailPage({ id, userId }: { id: string; userId: string }) {
  return (
    <GameGate id={id} screen="view" deniedAction={<JoinGameButton gameId={id} />}>
      {(game) => (
        <Page title={game.name} actions={<GameEditLink game={game} userId={userId} />}>
          <GameHeader game={game} userId={userId} />
        </Page>
      )}
    </GameGate>
  );
}
