import { Button } from '@mantine/core';
import { IconRepeat } from '@tabler/icons-react';
import { useRematchGame } from '../../api/rematch-game';

/**
 * The button that makes the rematch and opens it; `onStarted` runs first (the celebration dialog
 * closes). Its own file: the signed-in layout composes it into that dialog without the game page's CSS.
 */
export function StartRematchButton({ gameId, onStarted, fullWidth }: { gameId: string; onStarted?: () => void; fullWidth?: boolean }) {
  const rematch = useRematchGame(gameId);
  return (
    <Button
      flex={1}
      fullWidth={fullWidth}
      variant={fullWidth ? 'light' : 'filled'}
      leftSection={<IconRepeat size={18} aria-hidden />}
      loading={rematch.isPending}
      onClick={() => rematch.mutate(undefined, { onSuccess: onStarted })}
    >
      Rematch
    </Button>
  );
}
