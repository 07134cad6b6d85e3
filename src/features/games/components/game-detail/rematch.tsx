import '@mantine/core/styles/Anchor.css';
import type { Game } from '@contract/games';
import { Anchor, Button, Text } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useRematchGame } from '../../api/rematch-game';
import { canManageGame } from '../../can-manage-game';

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
  const rematch = useRematchGame(game.id);
  if (game.status !== 'completed') return null;
  const icon = <IconRepeat size={18} aria-hidden />;
  if (game.rematchGameId) {
    return (
      <Button component={Link} to={`/games/${game.rematchGameId}`} flex={1} variant="light" leftSection={icon}>
        Rematch
      </Button>
    );
  }
  if (!canManageGame(game, userId)) return null;
  return (
    <Button flex={1} leftSection={icon} loading={rematch.isPending} onClick={() => rematch.mutate()}>
      Rematch
    </Button>
  );
}
