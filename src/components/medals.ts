import type { MedalType } from '@contract/results';

export type MedalKind = MedalType | 'popularVote';

/**
 * Each medal's colour in Mantine's palette, wherever a medal is drawn: the badge's fill
 * (medal-badge.tsx) and the breakdowns' icons (medal-breakdown.tsx). No styles imported here, so
 * the breakdown on Home does not bring the badge's CSS with it.
 */
export const MEDAL_COLORS: Record<MedalKind, string> = {
  gold: 'yellow.5',
  silver: 'gray.4',
  bronze: 'orange.7',
  popularVote: 'pink.8',
};

/** A palette colour ('yellow.5') as the CSS variable Mantine defines for it, for plain elements and icons. */
export const medalColorVar = (kind: MedalKind) => `var(--mantine-color-${MEDAL_COLORS[kind].replace('.', '-')})`;
