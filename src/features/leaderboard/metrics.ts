import {
  ALL_TIME_ONLY_METRICS,
  type CreatorMetric,
  PLAYER_METRICS,
  type PlayerMetric,
  type TimeFrame,
} from '@contract/leaderboard-metrics';
import type { CreatorEntry } from '@contract/leaderboard';
import { pluralWord } from '@contract/plural';
import { formatCount } from '@/lib/format/numbers';

/** A figure's unit by its count, by the product's one plural rule: units('point')(1) is 'point', units('point')(12) 'points'. */
export const units =
  (one: string, many = `${one}s`) =>
  (n: number): string =>
    pluralWord(n, one, many);

export type Unit = (n: number) => string;

/** A figure with its unit, e.g. '1,234 accomplishments'. */
export const figureText = (n: number, unit: Unit) => `${formatCount(n)} ${unit(n)}`;

/** docs/product.md §2 Leaderboard: the player metrics' names, and the unit their scores are counted in. */
export const PLAYER_METRIC_INFO: Record<PlayerMetric, { label: string; unit: Unit }> = {
  accomplishments: { label: 'Accomplishments', unit: units('accomplishment') },
  'popular-votes': { label: 'Popular Votes', unit: units('vote') },
  // docs/product.md §2: "medal values are shown as points" (MEDAL_POINTS).
  medals: { label: 'Medal Score', unit: units('point') },
  'popular-vote-medals': { label: 'Popular Vote Medals', unit: units('medal') },
  'games-completed': { label: 'Games Completed', unit: units('game') },
};

/** docs/product.md §2: Accomplishments and Popular Votes in both frames; the rest all time only (docs/architecture.md §6). */
export function playerMetricsFor(timeFrame: TimeFrame): readonly PlayerMetric[] {
  return timeFrame === 'alltime' ? PLAYER_METRICS : PLAYER_METRICS.filter((m) => !ALL_TIME_ONLY_METRICS.includes(m));
}

type CreatorFigure = keyof Pick<CreatorEntry, 'totalParticipants' | 'largestGame' | 'totalAccomplishments'>;

/**
 * The creator metrics (docs/decisions/0054-creators-board-figures.md), each ranking by one of the three figures every creator entry carries.
 * All three are of the board's frame and count people other than the creator (decision 0054), so
 * a row's largest game is never above its participants.
 */
export const CREATOR_METRIC_INFO: Record<CreatorMetric, { label: string; figure: CreatorFigure; unit: Unit }> = {
  participants: { label: 'Total Participants', figure: 'totalParticipants', unit: units('participant') },
  'largest-game': { label: 'Largest Game Size', figure: 'largestGame', unit: () => 'in largest game' },
  'total-accomplishments': { label: 'Community Accomplishments', figure: 'totalAccomplishments', unit: units('accomplishment') },
};
