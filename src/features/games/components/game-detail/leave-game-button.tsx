import type { Game } from '@contract/games';
import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useLeaveGame } from '../../api/leave-game';
import { isParticipant } from '../../can-manage-game';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface LeaveGameButtonProps {
  game: Pick<Game, 'id' | 'name' | 'creatorId' | 'participants'>;
  userId: string;
}

/**
 * docs/product.md §6: a participant may leave the game; the creator can't (docs/architecture.md §6: only delete it), so
 * they get no button. Asked once more first: leaving takes the game's contents away.
 */
export function LeaveGameButton({ game, userId }: LeaveGameButtonProps) {
  const [opened, setOpened] = useState(false);
  const leave = useLeaveGame(game.id);
  if (game.creatorId === userId || !isParticipant(game, userId)) return null;
  return (
    <>
      <Button
        variant="subtle"
        color="red"
        leftSection={<IconLogout size={18} aria-hidden />}
        onClick={() => setOpened(true)}
        style={{ flexShrink: 0 }}
      >
        Leave Game
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Leave Game"
        confirmLabel="Leave"
        destructive
        loading={leave.isPending}
        onClose={() => setOpened(false)}
        onConfirm={() => leave.mutate(undefined, { onError: () => setOpened(false) })}
      >
        Leave “{game.name}”? You will no longer see its posts, scores or results, and you would need to join
        again to come back.
      </ConfirmDialog>
    </>
  );
}
