import type { PlayerLeaderboard, PlayerMetric, TimeFrame } from '@contract/leaderboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * docs/architecture.md §6: the 30-day boards are refreshed by a job at most every 60 s, so asking more often
 * shows nothing new; the all-time ones use the same rhythm (docs/product.md §9 keeps scores 60 s too).
 */
export const LEADERBOARD_STALE_TIME_MS = 60_000;

/** Under ['leaderboard'], which the offline layer keeps on the device (docs/architecture.md §7). */
export const playerLeaderboardQueryKey = (timeFrame: TimeFrame, metric: PlayerMetric) =>
  ['leaderboard', 'players', timeFrame, metric] as const;

/** GET /api/leaderboard/players?timeFrame=&metric=: the top 50 and my own entry when below them. */
export function getPlayerLeaderboard(
  timeFrame: TimeFrame,
  metric: PlayerMetric,
  { signal }: { signal?: AbortSignal } = {},
): Promise<PlayerLeaderboard> {
  const query = new URLSearchParams({ timeFrame, metric });
  return api.get<PlayerLeaderboard>(`/api/leaderboard/players?${query}`, { signal });
}

export const playerLeaderboardQueryOptions = (timeFrame: TimeFrame, metric: PlayerMetric) =>
  queryOptions({
    queryKey: playerLeaderboardQueryKey(timeFrame, metric),
    queryFn: ({ signal }) => getPlayerLeaderboard(timeFrame, metric, { signal }),
    staleTime: LEADERBOARD_STALE_TIME_MS,
  });

export function usePlayerLeaderboard(timeFrame: TimeFrame, metric: PlayerMetric) {
  return useQuery(playerLeaderboardQueryOptions(timeFrame, metric));
}
