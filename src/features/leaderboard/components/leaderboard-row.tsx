import type { User } from '@contract/user';
import { Group, Stack, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { formatCount, type Unit } from '../metrics';
import { RankMarker, TopBadge } from './rank-marker';

/**
 * The own row's highlight: in dark mode dimmed grey on the violet is about 3.8:1, below 4.5:1 (as
 * the Personal Leaderboard found), so the dimmed texts inside it (units, medal counts, other
 * figures) take the normal text colour; light mode's dimmed gray 7 would have been fine (7:1).
 */
const HIGHLIGHT = {
  background: 'var(--mantine-primary-color-light)',
  borderRadius: 'var(--mantine-radius-md)',
  '--mantine-color-dimmed': 'var(--mantine-color-text)',
} as CSSProperties;

/**
 * The figure the board ranks by: the number over its unit, so that '1,234 accomplishments' leaves
 * the name room at 390 px. One paragraph: it reads '1,234 accomplishments'.
 */
function Score({ value, unit }: { value: number; unit: Unit }) {
  return (
    <Text size="sm" fw={700} ta="right" lh={1.25} style={{ flexShrink: 0 }}>
      {formatCount(value)}{' '}
      <Text component="span" display="block" size="xs" fw={400} c="dimmed">
        {unit(value)}
      </Text>
    </Text>
  );
}

interface LeaderboardRowProps {
  rank: number;
  user: User;
  you: boolean;
  score: number;
  unit: Unit;
  /** More about the entry under the name: the medal breakdown, a creator's other figures. */
  details?: ReactNode;
}

/**
 * One ranked person, laid out as the game page's Personal Leaderboard rows (rank, avatar, name,
 * score at the end) so both leaderboards look like one app. The details get the width from the
 * name to the end: at 390 px the name column alone is too narrow for four medal counts.
 */
export function LeaderboardRow({ rank, user, you, score, unit, details }: LeaderboardRowProps) {
  return (
    <Stack
      component="li"
      gap={4}
      px="sm"
      py={6}
      // The own row stands out by more than its colour: '(You)' and bold text say it too.
      style={you ? HIGHLIGHT : { borderRadius: 'var(--mantine-radius-md)' }}
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
        <Score value={score} unit={unit} />
      </Group>
      {details ? <div style={{ paddingInlineStart: 'calc(32px + 26px + 2 * var(--mantine-spacing-sm))' }}>{details}</div> : null}
    </Stack>
  );
}

interface OwnStandingProps {
  rank: number;
  score: number;
  unit: Unit;
  details?: ReactNode;
}

/**
 * The caller's own entry when ranked below the listed top (issue 14, beyond SPEC): 'You: #1,234'
 * and the score, highlighted like the own row in the list.
 */
export function OwnStanding({ rank, score, unit, details }: OwnStandingProps) {
  return (
    <Stack gap={4} px="sm" py={6} style={HIGHLIGHT}>
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Text size="sm" fw={700}>
          You: #{formatCount(rank)}
        </Text>
        <Score value={score} unit={unit} />
      </Group>
      {details}
    </Stack>
  );
}
