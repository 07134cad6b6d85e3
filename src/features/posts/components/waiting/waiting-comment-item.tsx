import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';

/**
 * A comment still in the outbox (written offline, or on its way): shown at once under its post,
 * marked as waiting to send (docs/architecture.md §7). Managed from the header's outbox.
 */
export function WaitingCommentItem({ content, failed }: { content: string; failed: boolean }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" aria-label="Your comment, waiting to send">
      <Stack gap={0} flex={1} miw={0}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600}>
            You
          </Text>
          <Badge size="xs" color={failed ? 'red' : 'gray'} variant="light" leftSection={<IconClockHour4 size={10} aria-hidden />}>
            {failed ? 'Not sent' : 'Waiting to send'}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {content}
        </Text>
      </Stack>
    </Group>
  );
}
