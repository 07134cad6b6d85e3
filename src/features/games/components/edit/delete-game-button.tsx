import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useDeleteGame } from '../../api/delete-game';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** The creator's 'Delete Game', asked for once more before anything is deleted (docs/product.md §2). */
export function DeleteGameButton({ gameId, gameName }: { gameId: string; gameName: string }) {
  const [opened, setOpened] = useState(false);
  const remove = useDeleteGame(gameId);
  return (
    <>
      <Button color="red" variant="outline" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setOpened(true)}>
        Delete Game
      </Button>
      <ConfirmDialog
        opened={opened}
        title="Delete Game"
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onClose={() => setOpened(false)}
        onConfirm={() => remove.mutate(undefined, { onError: () => setOpened(false) })}
      >
        Delete “{gameName}” with all its posts, groups and results? This can’t be undone.
      </ConfirmDialog>
    </>
  );
}
