import type { User } from '@contract/user';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useCallback, useId, useRef } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { useObjectUrl } from '@/lib/photo/use-object-url';
import { usePhotoProcessing } from '@/lib/photo/use-photo-processing';
import { useOnlineStatus } from '@/offline/online-status';
import type { PhotoChange } from '../api/update-profile';

export const PHOTO_NEEDS_CONNECTION = 'Changing your photo needs a connection.';

interface EditProfilePhotoFieldProps {
  user: User;
  value: PhotoChange;
  onChange: (change: PhotoChange) => void;
  /** Saving: the buttons wait. */
  disabled?: boolean;
  /** A picked photo is being resized (Save waits for it). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Edit Profile's photo (docs/decisions/0047-profile-photo.md): choose or replace (the
 * phone's picker; resized in the browser like a post photo, src/lib/photo), remove, and a round
 * preview of what Save will store. The server crops to the centre square, as the round preview
 * (object-fit: cover) shows it. Nothing is sent until Save; offline the field says it needs a connection.
 */
export function EditProfilePhotoField({ user, value, onChange, disabled, onBusyChange }: EditProfilePhotoFieldProps) {
  const labelId = useId();
  const statusId = useId();
  const online = useOnlineStatus();
  const picked = useObjectUrl(value.kind === 'set' ? value.photo : null);
  const resetInput = useRef<() => void>(null);
  const onProcessed = useCallback((photo: Blob) => onChange({ kind: 'set', photo }), [onChange]);
  const { busy, process } = usePhotoProcessing(onProcessed);

  const shown = value.kind === 'set' ? picked : value.kind === 'remove' ? null : user.profileImageUrl;
  const hasPhoto = value.kind === 'set' || (value.kind === 'keep' && Boolean(user.profileImageUrl));
  const blocked = disabled || busy || !online;
  const status = value.kind === 'set' ? 'New photo, saved with Save' : value.kind === 'remove' ? 'Photo will be removed' : null;

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={statusId}>
      <Text id={labelId} size="sm" fw={500}>
        Photo
      </Text>
      <Group gap="md" wrap="nowrap" align="center">
        <UserAvatar
          user={{ ...user, profileImageUrl: shown }}
          size={72}
          radius={72}
          alt="Photo preview"
          style={{ flexShrink: 0 }}
        />
        <Stack gap={6} align="flex-start">
          <Group gap="xs">
            <FileButton
              accept="image/*"
              onChange={(file) => {
                if (file) {
                  onBusyChange?.(true);
                  void process(file).finally(() => onBusyChange?.(false));
                }
                resetInput.current?.();
              }}
              resetRef={resetInput}
              disabled={blocked}
              inputProps={{ 'aria-label': 'Choose photo' }}
            >
              {(props) => (
                <Button {...props} size="xs" variant="light" leftSection={<IconCamera size={16} aria-hidden />} loading={busy} disabled={blocked}>
                  {hasPhoto ? 'Change photo' : 'Choose photo'}
                </Button>
              )}
            </FileButton>
            {hasPhoto ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                // A picked photo of someone who had none just goes away; a saved one is removed on Save.
                onClick={() => onChange(user.profileImageUrl ? { kind: 'remove' } : { kind: 'keep' })}
                disabled={blocked}
              >
                Remove photo
              </Button>
            ) : null}
          </Group>
          <Text id={statusId} size="xs" c="dimmed" aria-live="polite">
            {!online ? PHOTO_NEEDS_CONNECTION : status}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
