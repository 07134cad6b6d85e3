import '@mantine/core/styles/Anchor.css';
import type { Game } from '@contract/games';
import { Anchor, Button, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { canManageGame } from '../../can-manage-game';
import { StartRematchButton } from './start-rematch-button';

/** 'Rematch of {old name}' under the title of a game made by a rematch, linking back (docs/decisions/0063-keep-playing.md). */
export function RematchOf({ game }: { game: Game }) {
  if (!game.previousGame) return null;
  return (
    <Text size="sm">
      Rematch of{' '}
      <Anchor component={Link} to={`/games/${game.previousGame.id}`}>
        {game.previousGame.name}
      </Anchor>
    </Text>
  );
}

/**
 * 'Rematch' on a finished game: a link to the rematch once someone made it; before that, for the
 * creator and admins, the button that makes it (the same game again, the others invited).
 */
export function RematchButton({ game, userId }: { game: Game; userId: string }) {
  if (game.status !== 'completed') return null;
  if (game.rematchGameId) {
    return (
      <Button component={Link} to={`/games/${game.rematchGameId}`} flex={1} variant="light" leftSection={<IconRepeat size={18} aria-hidden />}>
        Rematch
      </Button>
    );
  }
  if (!canManageGame(game, userId)) return null;
  return <StartRematchButton gameId={game.id} />;
}
