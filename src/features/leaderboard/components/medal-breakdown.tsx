import type { MedalCounts } from '@contract/leaderboard';
import { MEDAL_POINTS } from '@contract/leaderboard-metrics';
import { Group, Text } from '@mantine/core';
import { IconHeartFilled, IconMedal } from '@tabler/icons-react';
import { type MedalKind, MedalBadge } from '@/components/medal-badge';
import { figureText, formatCount, units } from '../metrics';

/** The four medals in docs/product.md order, with their count in an entry's `additionalInfo`. */
const MEDALS: readonly { kind: MedalKind; count: keyof MedalCounts; name: (n: number) => string; color: string }[] = [
  { kind: 'gold', count: 'goldMedals', name: () => 'gold', color: 'var(--mantine-color-yellow-5)' },
  { kind: 'silver', count: 'silverMedals', name: () => 'silver', color: 'var(--mantine-color-gray-5)' },
  { kind: 'bronze', count: 'bronzeMedals', name: () => 'bronze', color: 'var(--mantine-color-orange-7)' },
  { kind: 'popularVote', count: 'popularVoteMedals', name: units('popular vote'), color: 'var(--mantine-color-pink-7)' },
];

/**
 * docs/product.md §2: a medal score's breakdown, '2 gold · 1 silver · 0 bronze · 1 popular vote'. The words
 * carry the meaning; the coloured icons are decoration.
 */
export function MedalBreakdown({ counts }: { counts: MedalCounts }) {
  return (
    <Group gap="sm" style={{ rowGap: 2 }}>
      {MEDALS.map(({ kind, count, name, color }) => {
        const Icon = kind === 'popularVote' ? IconHeartFilled : IconMedal;
        return (
          <Group key={kind} gap={2} wrap="nowrap">
            <Icon size={14} color={color} aria-hidden />
            <Text size="xs" c="dimmed">
              {formatCount(counts[count])} {name(counts[count])}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}

/** docs/product.md §2 "medal values are shown as points": what each medal adds to the score (MEDAL_POINTS). */
export function MedalValues() {
  return (
    <Group gap="md" style={{ rowGap: 6 }} role="group" aria-label="Points per medal">
      {MEDALS.map(({ kind }) => (
        <Group key={kind} gap={4} wrap="nowrap">
          <MedalBadge kind={kind} />
          <Text size="xs">{figureText(MEDAL_POINTS[kind], units('point'))}</Text>
        </Group>
      ))}
    </Group>
  );
}
