import type { ScoreEntry } from '@contract/games';
import { CARD_SCORES_MAX } from '@contract/sizes';

/** docs/product.md §9: a bar is never lower than 5 percent, so zero scores stay visible. */
export const MIN_BAR_PERCENT = 5;

export interface ScoreBar {
  userId: string;
  score: number;
  /** Height in percent of the chart, MIN_BAR_PERCENT to 100. */
  height: number;
  mine: boolean;
}

/**
 * docs/product.md §2 / §9 mini chart: at most 12 bars, best first, the signed-in user's bar always among
 * them and highlighted; heights relative to the best score with a 5 percent minimum.
 */
export function scoreBars(scores: ScoreEntry[], myUserId: string, max = CARD_SCORES_MAX): ScoreBar[] {
  const sorted = [...scores].sort((a, b) => b.score - a.score);
  let shown = sorted.slice(0, max);
  const mine = sorted.find((s) => s.userId === myUserId);
  if (mine && !shown.includes(mine) && max > 0) shown = [...shown.slice(0, max - 1), mine];
  const best = Math.max(0, ...shown.map((s) => s.score));
  return shown.map(({ userId, score }) => ({
    userId,
    score,
    height: best > 0 ? Math.max(MIN_BAR_PERCENT, Math.round((Math.max(0, score) / best) * 100)) : MIN_BAR_PERCENT,
    mine: userId === myUserId,
  }));
}

/** The '+N' beside the chart: participants without a bar. */
export function extraParticipants(participantCount: number, barCount: number): number {
  return Math.max(0, participantCount - barCount);
}
