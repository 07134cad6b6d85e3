import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Image.css';
import { ActionIcon, Box, Button, FileButton, Image, Stack, Text } from '@mantine/core';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import { useObjectUrl } from '@/lib/photo/use-object-url';

interface PhotoFieldProps {
  /** The processed photo, or null. */
  photo: Blob | null;
  /** A photo is being processed. */
  busy: boolean;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/**
 * The optional photo: a button that opens the phone's picker. `accept="image/*"` without `capture`
 * lets a phone offer both the camera and the gallery (`capture` would force the camera). A picked
 * photo shows as a preview with a remove button in its corner.
 */
export function PhotoField({ photo, busy, disabled, onPick, onRemove }: PhotoFieldProps) {
  const labelId = useId();
  const preview = useObjectUrl(photo);
  // Clears the input after each pick, so picking the same file again still counts as a pick.
  const resetInput = useRef<() => void>(null);
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="sm" fw={500}>
        Photo{' '}
        <Text span size="sm" c="dimmed">
          (optional)
        </Text>
      </Text>
      {photo && preview ? (
        <Box pos="relative">
          <Image src={preview} alt="Photo preview" radius="md" fit="contain" mah={200} w="100%" bg="var(--mantine-color-default-hover)" />
          <ActionIcon
            pos="absolute"
            top={6}
            right={6}
            size={36}
            radius="xl"
            color="dark"
            variant="filled"
            aria-label="Remove photo"
            onClick={onRemove}
            disabled={disabled || busy}
          >
            <IconX size={20} aria-hidden />
          </ActionIcon>
        </Box>
      ) : null}
      <div>
        <FileButton
          accept="image/*"
          onChange={(file) => {
            if (file) onPick(file);
            resetInput.current?.();
          }}
          resetRef={resetInput}
          disabled={disabled || busy}
          inputProps={{ 'aria-label': 'Photo' }}
        >
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconCamera size={18} aria-hidden />} loading={busy} disabled={disabled}>
              {photo ? 'Change Photo' : 'Add Photo'}
            </Button>
          )}
        </FileButton>
      </div>
    </Stack>
  );
}
