import type { User } from '@contract/user';
import { Group, Stack, Text } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { displayName } from '@/lib/display-name';
import { UserAvatar } from './user-avatar';

/**
 * The own row's highlight. In dark mode dimmed grey on the violet is about 3.8:1, below 4.5:1, so
 * dimmed texts inside it (units, medal counts, other figures) take the normal text colour; light
 * mode's dimmed gray 7 would have been fine (7:1).
 */
export const OWN_ROW_HIGHLIGHT = {
  background: 'var(--mantine-primary-color-light)',
  borderRadius: 'var(--mantine-radius-md)',
  '--mantine-color-dimmed': 'var(--mantine-color-text)',
} as CSSProperties;

/** Where the name starts (rank column, avatar and their gaps): details line up under it. */
const NAME_INSET = 'calc(32px + 26px + 2 * var(--mantine-spacing-sm))';

interface RankedRowProps {
  /** The rank column, 32 px wide (details line up with that): '#4', or a podium icon. */
  rank: ReactNode;
  user: User;
  /** The signed-in person's own row: highlighted, bold and marked '(You)'. */
  you: boolean;
  /** Beside the name, e.g. a 'Top 1' badge. */
  badge?: ReactNode;
  /** At the end of the row: the score. */
  score: ReactNode;
  /** Under the name, across the rest of the row: medals, a creator's other figures. */
  details?: ReactNode;
}

/**
 * One ranked person, the same on the game page's Personal Leaderboard and on the global
 * leaderboards (docs/product.md §2): rank, avatar, name, score at the end, details below the name.
 */
export function RankedRow({ rank, user, you, badge, score, details }: RankedRowProps) {
  return (
    <Stack
      component="li"
      gap={4}
      px="sm"
      py={6}
      // The own row stands out by more than its colour: '(You)' and bold text say it too.
      style={you ? OWN_ROW_HIGHLIGHT : { borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Group gap="sm" wrap="nowrap">
        {rank}
        <UserAvatar user={user} size="sm" decorative />
        <Group gap={6} flex={1} miw={0}>
          <Text size="sm" fw={you ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
            {displayName(user)}
            {you ? ' (You)' : ''}
          </Text>
          {badge}
        </Group>
        {score}
      </Group>
      {details ? <div style={{ paddingInlineStart: NAME_INSET }}>{details}</div> : null}
    </Stack>
  );
}
