import { Center, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useGame } from '../api/get-game';
import type { Game } from '@contract/games';
import { useShownData } from '@/lib/use-shown-data';
import { isOfflineFailure } from '@/offline/offline-failure';
import { GameLoadError, type GameScreen } from './game-load-error';

interface GameGateProps {
  id: string;
  screen: GameScreen;
  children: (game: Game) => ReactNode;
  /** Offered with 'Access Denied' when the game is public (the game page's Join Game button). */
  joinAction?: ReactNode;
}

/** Loads GET /api/games/{id} and renders children with it, or the docs/product.md loading / error states. */
export function GameGate({ id, screen, children, joinAction }: GameGateProps) {
  const game = useGame(id);
  // The screen under the gate is large (the game page: its header, leaderboards, groups and feed):
  // it renders in the background once the game is there, not in the answer's own task (decision 0024).
  const { shown, catchingUp } = useShownData(game.data);
  if (game.isPending || catchingUp) {
    const label = screen === 'edit' ? 'Loading game details' : 'Loading game';
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader role="status" aria-label={label} />
          {screen === 'edit' && <Text c="dimmed">Loading game details</Text>}
        </Stack>
      </Center>
    );
  }
  // Offline, a refresh that failed keeps what was loaded before (saved data, decision 0005).
  const showSaved = game.data !== undefined && (!game.isError || isOfflineFailure(game.error));
  if (!showSaved || shown === undefined) {
    return (
      <GameLoadError
        error={game.error}
        screen={screen}
        joinAction={joinAction}
        onRetry={() => void game.refetch()}
        retrying={game.isFetching}
      />
    );
  }
  return <>{children(shown)}</>;
}
