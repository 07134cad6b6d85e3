import '@mantine/core/styles/Badge.css';
import { Badge, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useObjectUrl } from '@/lib/photo/use-object-url';
import type { WaitingShare } from './waiting-posts';

/**
 * An accomplishment shared while offline (or still on its way): shown at once where it will
 * appear, marked as waiting to send (docs/architecture.md §7). Managed from the header's outbox.
 */
export function WaitingPostCard({ share }: { share: WaitingShare }) {
  const photoUrl = useObjectUrl(share.photo);
  const games = share.games.map((game) => game.name).join(', ');
  return (
    <Paper component="article" aria-label="Your accomplishment, waiting to send" withBorder radius="md" p="md" style={{ borderStyle: 'dashed' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {games}
          </Text>
          <Badge
            color={share.failed ? 'red' : 'gray'}
            variant="light"
            leftSection={<IconClockHour4 size={12} aria-hidden />}
            style={{ flexShrink: 0 }}
          >
            {share.failed ? 'Not sent' : 'Waiting to send'}
          </Badge>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{share.content}</Text>
        {photoUrl ? <Image src={photoUrl} alt="Your photo" mah={296} fit="contain" radius="sm" /> : null}
      </Stack>
    </Paper>
  );
}
