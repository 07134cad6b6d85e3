import type { CreatorLeaderboard, CreatorMetric, TimeFrame } from '@contract/leaderboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { LEADERBOARD_STALE_TIME_MS } from './get-player-leaderboard';

/** Under ['leaderboard'], which the offline layer keeps on the device (docs/architecture.md §7). */
export const creatorLeaderboardQueryKey = (timeFrame: TimeFrame, metric: CreatorMetric) =>
  ['leaderboard', 'creators', timeFrame, metric] as const;

/** GET /api/leaderboard/creators?timeFrame=&metric=: the top 50 and my own entry when below them. */
export function getCreatorLeaderboard(
  timeFrame: TimeFrame,
  metric: CreatorMetric,
  { signal }: { signal?: AbortSignal } = {},
): Promise<CreatorLeaderboard> {
  const query = new URLSearchParams({ timeFrame, metric });
  return api.get<CreatorLeaderboard>(`/api/leaderboard/creators?${query}`, { signal });
}

export const creatorLeaderboardQueryOptions = (timeFrame: TimeFrame, metric: CreatorMetric) =>
  queryOptions({
    queryKey: creatorLeaderboardQueryKey(timeFrame, metric),
    queryFn: ({ signal }) => getCreatorLeaderboard(timeFrame, metric, { signal }),
    // docs/architecture.md §6: refreshed at most every 60 s on the server.
    staleTime: LEADERBOARD_STALE_TIME_MS,
  });

export function useCreatorLeaderboard(timeFrame: TimeFrame, metric: CreatorMetric) {
  return useQuery(creatorLeaderboardQueryOptions(timeFrame, metric));
}
