import type { User } from '@contract/user';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { formatCount } from '../metrics';
import { RankMarker, TopBadge } from './rank-marker';

interface LeaderboardRowProps {
  rank: number;
  user: User;
  you: boolean;
  /** The figure the board ranks by, with its unit ('12 accomplishments'). */
  score: string;
  /** More about the entry under the name: the medal breakdown, a creator's other figures. */
  details?: ReactNode;
}

/**
 * One ranked person, laid out as the game page's Personal Leaderboard rows (rank, avatar, name,
 * score at the end) so both leaderboards look like one app. The details get the full width below
 * the name: at 390 px the name column alone is too narrow for four medal counts.
 */
export function LeaderboardRow({ rank, user, you, score, details }: LeaderboardRowProps) {
  return (
    <Stack
      component="li"
      gap={4}
      px="sm"
      py={6}
      // The own row stands out by more than its colour: '(You)' and bold text say it too.
      bg={you ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="sm" wrap="nowrap">
        <RankMarker rank={rank} />
        <UserAvatar user={user} size="sm" decorative />
        <Group gap={6} flex={1} miw={0}>
          <Text size="sm" fw={you ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
            {displayName(user)}
            {you ? ' (You)' : ''}
          </Text>
          <TopBadge rank={rank} />
        </Group>
        <Text size="sm" fw={700} ta="right" style={{ flexShrink: 0 }}>
          {score}
        </Text>
      </Group>
      {details ? <div style={{ paddingInlineStart: 'calc(32px + 26px + 2 * var(--mantine-spacing-sm))' }}>{details}</div> : null}
    </Stack>
  );
}

/**
 * The caller's own entry when ranked below the listed top (issue 14, beyond SPEC): 'You: #1,234'
 * and the score, highlighted like the own row in the list.
 */
export function OwnStanding({ rank, score, details }: { rank: number; score: string; details?: ReactNode }) {
  return (
    <Stack
      gap={4}
      px="sm"
      py={6}
      bg="var(--mantine-primary-color-light)"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Text size="sm" fw={700}>
          You: #{formatCount(rank)}
        </Text>
        <Text size="sm" fw={700} ta="right">
          {score}
        </Text>
      </Group>
      {details}
    </Stack>
  );
}
