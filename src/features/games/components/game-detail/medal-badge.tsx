import '@mantine/core/styles/Badge.css';
import type { MedalType } from '@contract/results';
import { Badge } from '@mantine/core';
import { IconHeart, IconMedal } from '@tabler/icons-react';

export type MedalKind = MedalType | 'popularVote';

const LOOK: Record<MedalKind, { color: string; label: string }> = {
  gold: { color: 'yellow', label: 'Gold' },
  silver: { color: 'gray', label: 'Silver' },
  bronze: { color: 'orange', label: 'Bronze' },
  popularVote: { color: 'pink', label: 'Popular Vote' },
};

export const medalLabel = (kind: MedalKind) => LOOK[kind].label;

/**
 * A medal (SPEC §9) as a badge that says its name: colour alone would tell a colour-blind reader
 * nothing. It never shrinks: the name beside it gives way instead (a cut badge reads 'GO…').
 */
export function MedalBadge({ kind }: { kind: MedalKind }) {
  const { color, label } = LOOK[kind];
  const Icon = kind === 'popularVote' ? IconHeart : IconMedal;
  return (
    <Badge color={color} variant="light" leftSection={<Icon size={12} aria-hidden />} style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
