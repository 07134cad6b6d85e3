import {
  CREATOR_METRICS,
  type CreatorMetric,
  type PlayerMetric,
  TIME_FRAMES,
  type TimeFrame,
} from '@contract/leaderboard-metrics';
import { useSearchParams } from 'react-router';
import { playerMetricsFor } from './metrics';

export type LeaderboardTab = 'players' | 'creators';

export interface LeaderboardView {
  tab: LeaderboardTab;
  timeFrame: TimeFrame;
  playerMetric: PlayerMetric;
  creatorMetric: CreatorMetric;
}

const DEFAULT_VIEW: LeaderboardView = {
  tab: 'players',
  timeFrame: '30days',
  playerMetric: 'accomplishments',
  creatorMetric: 'participants',
};

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * What the URL asks for, made valid: an unknown value is the default, and an all-time-only metric
 * with 'Past 30 Days' (a 400 on the server, docs/architecture.md §6) is Accomplishments.
 */
export function readView(params: URLSearchParams): LeaderboardView {
  const timeFrame = pick(params.get('frame'), TIME_FRAMES, DEFAULT_VIEW.timeFrame);
  return {
    tab: pick(params.get('tab'), ['players', 'creators'] as const, DEFAULT_VIEW.tab),
    timeFrame,
    playerMetric: pick(params.get('player'), playerMetricsFor(timeFrame), DEFAULT_VIEW.playerMetric),
    creatorMetric: pick(params.get('creator'), CREATOR_METRICS, DEFAULT_VIEW.creatorMetric),
  };
}

/** The URL of a view: only what differs from the default, so /leaderboard stays /leaderboard. */
export function writeView(view: LeaderboardView): URLSearchParams {
  const valid = readView(new URLSearchParams({ frame: view.timeFrame, player: view.playerMetric }));
  const params = new URLSearchParams();
  if (view.tab !== DEFAULT_VIEW.tab) params.set('tab', view.tab);
  if (view.timeFrame !== DEFAULT_VIEW.timeFrame) params.set('frame', view.timeFrame);
  if (valid.playerMetric !== DEFAULT_VIEW.playerMetric) params.set('player', valid.playerMetric);
  if (view.creatorMetric !== DEFAULT_VIEW.creatorMetric) params.set('creator', view.creatorMetric);
  return params;
}

/**
 * The chosen tab, time frame and metrics live in the URL's search params, so a reload, the back
 * button after visiting a profile, or a shared link show the same board. Choosing replaces the
 * history entry: back leaves the leaderboard instead of stepping through every tap.
 */
export function useLeaderboardView(): [LeaderboardView, (change: Partial<LeaderboardView>) => void] {
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const update = (change: Partial<LeaderboardView>) =>
    setParams(writeView({ ...view, ...change }), { replace: true, preventScrollReset: true });
  return [view, update];
}
