import type { GameResult } from '@contract/results';
import { Group, Stack, Text } from '@mantine/core';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { ordinal } from '@contract/plural';
import { MedalBadges } from '@/components/medal-badge';
import { points } from './points';

/** One line of the results: place, person, points and medals; the person's own line says 'You'. */
export function ResultRow({ result, isMe }: { result: GameResult; isMe: boolean }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" py={4}>
      <Text fw={700} miw={48} ta="right" style={{ flexShrink: 0 }} lh="32px">
        {ordinal(result.position)}
      </Text>
      <UserAvatar user={result.user} decorative size={32} radius="xl" style={{ flexShrink: 0 }} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        {/* A long name wraps (a username without spaces too) rather than being cut short. */}
        <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
          {displayName(result.user)}
          {isMe ? (
            <Text span c="dimmed" fw={400}>
              {' (You)'}
            </Text>
          ) : null}
        </Text>
        <Text size="sm" c="dimmed">
          {points(result.score)}
        </Text>
        <MedalBadges result={result} />
      </Stack>
    </Group>
  );
}
