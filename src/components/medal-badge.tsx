import '@mantine/core/styles/Badge.css';
import type { GameResult } from '@contract/results';
import { Badge, Group } from '@mantine/core';
import { IconHeart, IconMedal } from '@tabler/icons-react';
import { MEDAL_COLORS, type MedalKind } from './medals';

/**
 * Filled in the medal's colour (MEDAL_COLORS), in both colour schemes, with a text colour chosen for
 * contrast (at least 5.6:1; Mantine's autoContrast put white on orange.7, 3:1).
 */
const LOOK: Record<MedalKind, { text: string; label: string }> = {
  gold: { text: 'black', label: 'Gold' },
  silver: { text: 'black', label: 'Silver' },
  bronze: { text: 'black', label: 'Bronze' },
  popularVote: { text: 'white', label: 'Popular Vote' },
};

/**
 * A medal (docs/product.md §9) as a badge that says its name: colour alone would tell a colour-blind reader
 * nothing. It never shrinks: the name beside it gives way instead (a cut badge reads 'GO…').
 */
export function MedalBadge({ kind }: { kind: MedalKind }) {
  const { text, label } = LOOK[kind];
  const color = MEDAL_COLORS[kind];
  const Icon = kind === 'popularVote' ? IconHeart : IconMedal;
  return (
    <Badge color={color} c={text} variant="filled" leftSection={<Icon size={12} aria-hidden />} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/** A person's medals in one game: the placing medal, then the popular vote on top of it (docs/architecture.md §6). */
export function MedalBadges({ result }: { result: Pick<GameResult, 'medalType' | 'popularVote'> }) {
  if (!result.medalType && !result.popularVote) return null;
  return (
    <Group gap={4}>
      {result.medalType ? <MedalBadge kind={result.medalType} /> : null}
      {result.popularVote ? <MedalBadge kind="popularVote" /> : null}
    </Group>
  );
}
