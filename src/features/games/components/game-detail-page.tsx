import type { Game } from '@contract/games';
import type { User } from '@contract/user';
import type { ReactNode } from 'react';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { Page } from '@/components/page';
import { GameEditLink, GameHeader } from './game-detail/game-header';
import { JoinGameButton } from './game-detail/join-game-button';
import { PersonalLeaderboard } from './game-detail/personal-leaderboard';
import { UpcomingGameSection } from './game-detail/upcoming-game-section';
import { WinnersBlock } from './game-detail/winners-block';
import { GameGate } from './game-gate';

interface GameDetailPageProps {
  id: string;
  userId: string;
  /**
   * The group sections (docs/product.md §2: Group Leaderboard, then My Group), from the groups feature,
   * composed by the app: features don't import each other.
   */
  groups?: (game: Game) => ReactNode;
  /** The Accomplishments section (docs/product.md §2), composed by the app likewise. */
  accomplishments?: (game: Game) => ReactNode;
  /** Send message from the participants dialog (docs/product.md §2), the messages feature's, composed by the app likewise. */
  onMessage?: (game: Game, recipient: User) => void;
}

/**
 * /games/{id} in the product's order: the header, 'Before it starts' (upcoming games: when, who, Invite
 * and Share, decision 0053), the Winners block (completed games), the Personal Leaderboard (any game that
 * has started), the group sections, then the accomplishments. Opening a game paints its first
 * screen first: the group sections and the accomplishments render just after (decision 0055).
 */
export function GameDetailPage({ id, userId, groups, accomplishments, onMessage }: GameDetailPageProps) {
  return (
    <GameGate id={id} screen="view" joinAction={<JoinGameButton gameId={id} />}>
      {(game) => (
        <Page title={game.name} actions={<GameEditLink game={game} userId={userId} />}>
          <GameHeader game={game} userId={userId} onMessage={onMessage && ((recipient) => onMessage(game, recipient))} />
          {game.status === 'upcoming' ? <UpcomingGameSection game={game} userId={userId} /> : null}
          {game.status === 'completed' ? <WinnersBlock gameId={game.id} userId={userId} /> : null}
          <PersonalLeaderboard gameId={game.id} status={game.status} userId={userId} participantCount={game._count.participants} />
          {/* Below the first screen at 390x844: after the header and the leaderboard have painted. */}
          <AfterFirstPaint>
            {groups?.(game)}
            {accomplishments?.(game)}
          </AfterFirstPaint>
        </Page>
      )}
    </GameGate>
  );
}
