import type { User } from '@contract/user';
import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { OWN_ROW_HIGHLIGHT, RankedRow } from '@/components/ranked-row';
import { formatCount } from '@/lib/format/numbers';
import type { Unit } from '../metrics';
import { RankMarker, TopBadge } from './rank-marker';

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

/** One ranked person on a board: the podium icon or '#rank', 'Top N', the score with its unit. */
export function LeaderboardRow({ rank, user, you, score, unit, details }: LeaderboardRowProps) {
  return (
    <RankedRow
      rank={<RankMarker rank={rank} />}
      user={user}
      you={you}
      badge={<TopBadge rank={rank} />}
      score={<Score value={score} unit={unit} />}
      details={details}
    />
  );
}

interface OwnStandingProps {
  rank: number;
  score: number;
  unit: Unit;
  details?: ReactNode;
}

/**
 * The caller's own entry when ranked below the listed top (decision 0023, beyond docs/product.md): 'You: #1,234'
 * and the score, highlighted like the own row in the list.
 */
export function OwnStanding({ rank, score, unit, details }: OwnStandingProps) {
  return (
    <Stack gap={4} px="sm" py={6} style={OWN_ROW_HIGHLIGHT}>
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
