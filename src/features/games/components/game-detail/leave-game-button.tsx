import type { Game } from '@contract/games';
import { IconLogout } from '@tabler/icons-react';
import { useLeaveGame } from '../../api/leave-game';
import { isParticipant } from '../../can-manage-game';
import { ConfirmButton } from '@/components/confirm-button';

interface LeaveGameButtonProps {
  game: Pick<Game, 'id' | 'name' | 'creatorId' | 'participants'>;
  userId: string;
}

/**
 * docs/product.md §6: a participant may leave the game; the creator can't (docs/architecture.md §6: only delete it), so
 * they get no button. Asked once more first: leaving takes the game's contents away.
 */
export function LeaveGameButton({ game, userId }: LeaveGameButtonProps) {
  const leave = useLeaveGame(game.id);
  if (game.creatorId === userId || !isParticipant(game, userId)) return null;
  return (
    <ConfirmButton
      label="Leave Game"
      buttonProps={{ variant: 'subtle', color: 'red', leftSection: <IconLogout size={18} aria-hidden />, style: { flexShrink: 0 } }}
      title="Leave Game"
      confirmLabel="Leave"
      loading={leave.isPending}
      onConfirm={(close) => leave.mutate(undefined, { onError: close })}
    >
      Leave “{game.name}”? You will no longer see its posts, scores or results, and you would need to join
      again to come back.
    </ConfirmButton>
  );
}
