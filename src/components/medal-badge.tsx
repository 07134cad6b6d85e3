import '@mantine/core/styles/Badge.css';
import type { GameResult, MedalType } from '@contract/results';
import { Badge, Group } from '@mantine/core';
import { IconHeart, IconMedal } from '@tabler/icons-react';

export type MedalKind = MedalType | 'popularVote';

/**
 * Filled in the medal's colour, in both colour schemes, with a text colour chosen for contrast (at
 * least 5.6:1; Mantine's autoContrast put white on orange.7, 3:1).
 */
const LOOK: Record<MedalKind, { color: string; text: string; label: string }> = {
  gold: { color: 'yellow.5', text: 'black', label: 'Gold' },
  silver: { color: 'gray.4', text: 'black', label: 'Silver' },
  bronze: { color: 'orange.7', text: 'black', label: 'Bronze' },
  popularVote: { color: 'pink.8', text: 'white', label: 'Popular Vote' },
};

/**
 * A medal (docs/product.md §9) as a badge that says its name: colour alone would tell a colour-blind reader
 * nothing. It never shrinks: the name beside it gives way instead (a cut badge reads 'GO…').
 */
export function MedalBadge({ kind }: { kind: MedalKind }) {
  const { color, text, label } = LOOK[kind];
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
