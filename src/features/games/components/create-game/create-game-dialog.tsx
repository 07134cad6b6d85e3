import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormActions } from '@/components/form-actions';
import { useCreateGame } from '../../api/create-game';
import { GameFormFields } from '../game-form/game-form-fields';
import { gameFormDefaults, useGameForm } from '../game-form/use-game-form';

interface CreateGameDialogProps {
  opened: boolean;
  onClose: () => void;
}

function CreateGameForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  // Default dates are taken when the dialog opens (docs/product.md §5: start now, end 30 days later).
  const [defaults] = useState(() => gameFormDefaults());
  const form = useGameForm(defaults);
  const create = useCreateGame({
    onCreated: (game) => {
      onClose();
      navigate(`/games/${game.id}`);
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
      <Stack gap="lg">
        <GameFormFields form={form} />
        <FormActions submitLabel="Create Game" loading={create.isPending} onCancel={onClose} />
      </Stack>
    </form>
  );
}

/** docs/product.md §2 "Create New Game" dialog: the game form, POST /api/games, then the new game's page. */
export function CreateGameDialog({ opened, onClose }: CreateGameDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Create New Game" centered size="lg">
      <CreateGameForm onClose={onClose} />
    </Modal>
  );
}
