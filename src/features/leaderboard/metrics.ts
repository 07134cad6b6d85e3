import {
  ALL_TIME_ONLY_METRICS,
  type CreatorEntry,
  type CreatorMetric,
  PLAYER_METRICS,
  type PlayerMetric,
  type TimeFrame,
} from '@contract/leaderboard';

const numberFormat = new Intl.NumberFormat('en-US');

/** '1,234': ranks and figures read the same on every device (the app's texts are English). */
export const formatCount = (n: number) => numberFormat.format(n);

/** '1 point', '12 points', '1,234 accomplishments'. */
export function countText(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/** SPEC §2 Leaderboard: the player metrics' names, and the unit their scores are counted in. */
export const PLAYER_METRIC_INFO: Record<PlayerMetric, { label: string; score: (n: number) => string }> = {
  accomplishments: { label: 'Accomplishments', score: (n) => countText(n, 'accomplishment') },
  'popular-votes': { label: 'Popular Votes', score: (n) => countText(n, 'vote') },
  // SPEC §2: "medal values are shown as points" (MEDAL_POINTS).
  medals: { label: 'Medal Score', score: (n) => countText(n, 'point') },
  'popular-vote-medals': { label: 'Popular Vote Medals', score: (n) => countText(n, 'medal') },
  'games-completed': { label: 'Games Completed', score: (n) => countText(n, 'game') },
};

/** SPEC §2: Accomplishments and Popular Votes in both frames; the rest all time only (DESIGN §6). */
export function playerMetricsFor(timeFrame: TimeFrame): readonly PlayerMetric[] {
  return timeFrame === 'alltime' ? PLAYER_METRICS : PLAYER_METRICS.filter((m) => !ALL_TIME_ONLY_METRICS.includes(m));
}

type CreatorFigure = keyof Pick<CreatorEntry, 'totalParticipants' | 'largestGame' | 'totalAccomplishments'>;

/** SPEC §2 creator metrics, each ranking by one of the three figures every creator entry carries. */
export const CREATOR_METRIC_INFO: Record<CreatorMetric, { label: string; figure: CreatorFigure; text: (n: number) => string }> = {
  participants: { label: 'Total Participants', figure: 'totalParticipants', text: (n) => countText(n, 'participant') },
  'largest-game': { label: 'Largest Game Size', figure: 'largestGame', text: (n) => `${formatCount(n)} in largest game` },
  'total-accomplishments': {
    label: 'Community Accomplishments',
    figure: 'totalAccomplishments',
    text: (n) => countText(n, 'accomplishment'),
  },
};
