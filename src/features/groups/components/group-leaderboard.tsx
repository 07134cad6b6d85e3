import type { GroupLeaderboardEntry } from '@contract/groups';
import { Group, Stack, Text } from '@mantine/core';
import { BareList } from '@/components/bare-list';
import { LoadError } from '@/components/load-error';
import { isOfflineFailure } from '@/offline/offline-failure';
import { useGroupLeaderboard } from '../api/get-group-leaderboard';
import { memberCountText, pointsText } from '../group-text';
import { GroupSwatch } from './group-swatch';
import { SectionCard } from '@/components/section-card';

function EntryRow({ entry, mine }: { entry: GroupLeaderboardEntry; mine: boolean }) {
  const { group } = entry;
  return (
    <Group
      component="li"
      gap="sm"
      wrap="nowrap"
      px="sm"
      py={6}
      // My group stands out by more than its colour: '(Your group)' says it too.
      bg={mine ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Text size="sm" fw={700} w={32} style={{ flexShrink: 0 }}>
        #{entry.rank}
      </Text>
      <GroupSwatch color={group.color} />
      <Stack gap={0} flex={1} miw={0}>
        <Text size="sm" fw={mine ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
          {group.name}
          {mine ? ' (Your group)' : ''}
        </Text>
        {/* Dimmed grey on the highlighted row would fall below 4.5:1 in dark mode. */}
        <Text size="xs" c={mine ? undefined : 'dimmed'}>
          {memberCountText(group.memberCount)}
        </Text>
      </Stack>
      <Text size="sm" fw={mine ? 700 : 500} style={{ flexShrink: 0 }}>
        {pointsText(entry.totalScore)}
      </Text>
    </Group>
  );
}

interface GroupLeaderboardProps {
  gameId: string;
  /** The id of the person's own group, marked in the list. */
  myGroupId?: string;
}

/**
 * docs/product.md §2 "Group Leaderboard": the groups best first by their members' points, ties sharing a rank
 * (the server's `rank`). A game without groups plays without teams: the section is left out rather
 * than shown empty on every such game (the edit screen leads to the groups screen). Nothing shows
 * while it loads, as it may turn out empty; once read, the answer stays on screen offline.
 */
export function GroupLeaderboard({ gameId, myGroupId }: GroupLeaderboardProps) {
  const board = useGroupLeaderboard(gameId);
  if (board.isPending) return null;
  const entries = board.data ?? [];
  if (board.data === undefined) {
    // Offline with nothing saved: most games have no groups, so no error for a section that may not exist.
    if (isOfflineFailure(board.error)) return null;
    return (
      <SectionCard title="Group Leaderboard">
        <LoadError title="Group Leaderboard could not be loaded" retrying={board.isFetching} onRetry={() => void board.refetch()} />
      </SectionCard>
    );
  }
  if (entries.length === 0) return null;
  return (
    <SectionCard title="Group Leaderboard">
      <BareList gap={4}>
        {entries.map((entry) => (
          <EntryRow key={entry.group.id} entry={entry} mine={entry.group.id === myGroupId} />
        ))}
      </BareList>
    </SectionCard>
  );
}
