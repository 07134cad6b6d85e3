import { IconTrash } from '@tabler/icons-react';
import { ConfirmButton } from '@/components/confirm-button';
import { useDeleteGame } from '../../api/delete-game';

/** The creator's 'Delete Game', asked for once more before anything is deleted (docs/product.md §2). */
export function DeleteGameButton({ gameId, gameName }: { gameId: string; gameName: string }) {
  const remove = useDeleteGame(gameId);
  return (
    <ConfirmButton
      label="Delete Game"
      buttonProps={{ color: 'red', variant: 'outline', leftSection: <IconTrash size={18} aria-hidden /> }}
      title="Delete Game"
      confirmLabel="Delete"
      loading={remove.isPending}
      onConfirm={(close) => remove.mutate(undefined, { onError: close })}
    >
      Delete “{gameName}” with all its posts, groups and results? This can’t be undone.
    </ConfirmButton>
  );
}
