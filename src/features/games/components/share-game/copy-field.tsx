import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useCopy } from './use-copy';

interface CopyFieldProps {
  label: string;
  value: string | null;
  hint: string;
  toast: string;
  /** Bigger, spaced type for a short code. */
  code?: boolean;
}

/** A value to share with a copy button that says 'Copied' for 2 seconds. */
export function CopyField({ label, value, hint, toast, code = false }: CopyFieldProps) {
  const { copied, copy } = useCopy(toast);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id={`${label}-label`.replace(/\s+/g, '-')}>
        {label}
      </Text>
      <Group gap="sm" wrap="nowrap" align="center">
        <Text
          flex={1}
          ff="monospace"
          fz={code ? 28 : 'sm'}
          fw={code ? 700 : 400}
          lts={code ? 4 : undefined}
          style={{ wordBreak: 'break-all' }}
          aria-labelledby={`${label}-label`.replace(/\s+/g, '-')}
          data-testid={code ? 'invite-code' : 'share-link'}
        >
          {value ?? '—'}
        </Text>
        <Button
          variant={copied ? 'filled' : 'light'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          disabled={!value}
          onClick={() => value && void copy(value)}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
    </Stack>
  );
}
