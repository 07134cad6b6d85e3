import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Input.css';
import { JOIN_CODE_LENGTH, joinCodeSchema } from '@contract/games';
import { Modal, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormActions } from '@/components/form-actions';
import { useSchemaForm } from '@/lib/schema-form';
import { useJoinGameByCode } from '../../api/join-game-by-code';

interface JoinGameDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** docs/product.md §5 join code: trimmed, upper-cased, at most 6 characters. */
export function cleanJoinCode(text: string): string {
  return text.trim().toUpperCase().slice(0, JOIN_CODE_LENGTH);
}

/** The code as POST /api/games/join/{code} takes it (its path parameter's schema). */
const joinFormSchema = z.object({ code: joinCodeSchema });

/** docs/product.md §2 "Join Game" dialog: an invite code, then POST /api/games/join/{code} (docs/product.md §4 join flow). */
export function JoinGameDialog({ opened, onClose }: JoinGameDialogProps) {
  const {
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useSchemaForm(joinFormSchema, { code: '' });
  const code = watch('code');
  const join = useJoinGameByCode({
    failureMessage: 'Failed to join game. Please check the code and try again.',
    onJoined: onClose,
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Join Game" centered>
      <form noValidate onSubmit={handleSubmit((input) => join.mutate(input.code))}>
        <Stack gap="md">
          <Controller
            control={control}
            name="code"
            render={({ field }) => (
              <TextInput
                label="Invite Code"
                description="Enter the 6-character code you received"
                placeholder="ABC234"
                ref={field.ref}
                value={field.value}
                onChange={(event) => field.onChange(cleanJoinCode(event.currentTarget.value))}
                onBlur={field.onBlur}
                error={errors.code?.message}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.2em' } }}
                data-autofocus
              />
            )}
          />
          <FormActions submitLabel="Join Game" loading={join.isPending} disabled={!code} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
