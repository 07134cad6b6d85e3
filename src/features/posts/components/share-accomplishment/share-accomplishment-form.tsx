import '@mantine/core/styles/Input.css';
import { POST_CONTENT_MAX } from '@contract/posts';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useCallback, useEffect, useRef } from 'react';
import { Controller } from 'react-hook-form';
import { useShareAccomplishment } from '../../api/create-post';
import { usePhotoProcessing } from '@/lib/photo/use-photo-processing';
import { GameChecklist } from './game-checklist';
import { PhotoField } from './photo-field';
import { nextShareAttempt, type ShareAttempt } from './share-attempt';
import {
  shareFormDefaults,
  shareFormSchema,
  type ShareAccomplishmentInitial,
  type ShareableGame,
} from './share-form-schema';
import { useSchemaForm } from '@/lib/schema-form';

interface ShareAccomplishmentFormProps {
  userId: string;
  games: ShareableGame[];
  initial?: ShareAccomplishmentInitial;
  onClose: () => void;
}

/** docs/product.md §2 / §5 Share Your Accomplishment: what you did, into which games, with an optional photo. */
export function ShareAccomplishmentForm({ userId, games, initial, onClose }: ShareAccomplishmentFormProps) {
  const form = useSchemaForm(shareFormSchema, shareFormDefaults(games, initial));
  const { register, control, watch, setValue, trigger, handleSubmit, formState } = form;
  const attempt = useRef<ShareAttempt | null>(null);
  const share = useShareAccomplishment(userId, {
    onShared: onClose,
    // The games that have the post drop out; sending again goes only to the ones that failed.
    onPartlyShared: (failed) => setValue('gameIds', failed.map((target) => target.game.id)),
  });

  const setPhoto = useCallback((photo: Blob | null) => setValue('photo', photo), [setValue]);
  const photoProcessing = usePhotoProcessing(setPhoto);
  const { process } = photoProcessing;
  const sharedPhoto = initial?.photo;
  useEffect(() => {
    // A photo shared into the app gets the same resizing as a picked one.
    if (sharedPhoto) void process(sharedPhoto);
  }, [sharedPhoto, process]);

  const content = watch('content') ?? '';
  const gameIds = watch('gameIds');
  const photo = watch('photo') ?? null;
  const busy = share.isPending;

  const submit = handleSubmit((values) => {
    attempt.current = nextShareAttempt(attempt.current, values);
    const { createdAt, keys } = attempt.current;
    share.mutate({
      content: values.content,
      photo: values.photo,
      createdAt,
      targets: games
        .filter((game) => values.gameIds.includes(game.id))
        .map((game) => ({ game, idempotencyKey: keys[game.id] as string })),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="lg">
        <Textarea
          label="What did you do?"
          placeholder="Describe how you stepped out of your comfort zone"
          withAsterisk
          rows={4}
          maxLength={POST_CONTENT_MAX}
          description={`${content.length}/${POST_CONTENT_MAX}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={formState.errors.content?.message}
          // readOnly, not disabled, while sending: react-hook-form reads a disabled field as undefined.
          readOnly={busy}
          data-autofocus
          {...register('content')}
        />
        <Controller
          control={control}
          name="gameIds"
          render={({ field, fieldState }) => (
            <GameChecklist
              games={games}
              value={field.value}
              onChange={(next) => {
                field.onChange(next);
                // Unchecking the last game says why the button went grey.
                void trigger('gameIds');
              }}
              error={fieldState.error?.message}
              disabled={busy}
            />
          )}
        />
        <PhotoField
          photo={photo}
          busy={photoProcessing.busy}
          disabled={busy}
          onPick={(file) => void process(file)}
          onRemove={() => setPhoto(null)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={gameIds.length === 0 || photoProcessing.busy}>
            Share
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
