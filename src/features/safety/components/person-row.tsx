import type { User } from '@contract/user';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';

/**
 * One person of a safety list (Blocked people on the Profile, Suspended people on /moderation, docs/decisions/0040-trust-and-safety.md):
 * avatar and name on the left, the one action (`action`, given the name for its label) on the right. A row with a second line
 * (`details`, e.g. when the suspension began) gets the larger avatar and padding the two lines need.
 */
export function PersonRow({ user, details, action }: { user: User; details?: ReactNode; action: (name: string) => ReactNode }) {
  const name = displayName(user);
  return (
    <Paper component="li" withBorder radius="md" p={details ? 'sm' : 'xs'}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <UserAvatar user={user} size={details ? 36 : 32} decorative />
          <Stack gap={0} miw={0}>
            <Text fw={details ? 600 : 500} truncate>
              {name}
            </Text>
            {details}
          </Stack>
        </Group>
        {action(name)}
      </Group>
    </Paper>
  );
}
