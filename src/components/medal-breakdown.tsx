import type { MedalCounts } from '@contract/leaderboard';
import { pluralWord } from '@contract/plural';
import { Group, Text } from '@mantine/core';
import { IconHeart, IconMedal } from '@tabler/icons-react';
import { formatCount } from '@/lib/format/numbers';
import { BareList } from './bare-list';
import { type MedalKind, medalColorVar } from './medals';

/** The four medals in docs/product.md order, with the counter each is counted in. */
export const MEDAL_COUNTS: readonly { kind: MedalKind; count: keyof MedalCounts; label: string }[] = [
  { kind: 'gold', count: 'goldMedals', label: 'Gold' },
  { kind: 'silver', count: 'silverMedals', label: 'Silver' },
  { kind: 'bronze', count: 'bronzeMedals', label: 'Bronze' },
  { kind: 'popularVote', count: 'popularVoteMedals', label: 'Popular vote' },
];

function MedalIcon({ kind }: { kind: MedalKind }) {
  const Icon = kind === 'popularVote' ? IconHeart : IconMedal;
  return <Icon size={14} color={medalColorVar(kind)} aria-hidden style={{ flexShrink: 0 }} />;
}

/**
 * A medal count's breakdown by kind (docs/product.md §2: Your Stats' Medals card, the Leaderboard's
 * medal score). The words carry the meaning; the icons in the medals' colours (medals.ts) are
 * decoration.
 * - 'list': one labelled count per line ('Gold 2'), for a stats card (four side by side don't fit
 *   half a 390 px screen);
 * - 'inline': '2 gold · 1 silver · 0 bronze · 1 popular vote', for a leaderboard row.
 */
export function MedalBreakdown({ counts, layout }: { counts: MedalCounts; layout: 'list' | 'inline' }) {
  if (layout === 'list') {
    return (
      <BareList aria-label="Medals by kind" gap={2} mt={6}>
        {MEDAL_COUNTS.map(({ kind, count, label }) => (
          <Group component="li" key={kind} gap={4} wrap="nowrap">
            <MedalIcon kind={kind} />
            <Text size="xs" flex={1}>
              {label}
            </Text>
            <Text size="xs" fw={700}>
              {formatCount(counts[count])}
            </Text>
          </Group>
        ))}
      </BareList>
    );
  }
  return (
    <Group gap="sm" style={{ rowGap: 2 }}>
      {MEDAL_COUNTS.map(({ kind, count, label }) => {
        const word = label.toLowerCase();
        return (
          <Group key={kind} gap={2} wrap="nowrap">
            <MedalIcon kind={kind} />
            <Text size="xs" c="dimmed">
              {formatCount(counts[count])} {kind === 'popularVote' ? pluralWord(counts[count], word, `${word}s`) : word}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
