import type { Game } from '@contract/games';
import type { ReactNode } from 'react';
import { Page } from '@/components/page';
import { GameEditLink, GameHeader } from './game-detail/game-header';
import { JoinGameButton } from './game-detail/join-game-button';
import { GameGate } from './game-gate';

interface GameDetailPageProps {
  id: string;
  userId: string;
  /** The Accomplishments section (SPEC §2), composed by the app: features don't import each other. */
  accomplishments?: (game: Game) => ReactNode;
}

/** /games/{id}: the header part (SPEC §2), then the sections other features provide. */
export function GameDetailPage({ id, userId, accomplishments }: GameDetailPageProps) {
  return (
    <GameGate id={id} screen="view" joinAction={<JoinGameButton gameId={id} />}>
      {(game) => (
        <Page title={game.name} actions={<GameEditLink game={game} userId={userId} />}>
          <GameHeader game={game} userId={userId} />
          {accomplishments?.(game)}
        </Page>
      )}
    </GameGate>
  );
}
