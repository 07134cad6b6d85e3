import type { CreatorLeaderboard, CreatorMetric, PlayerLeaderboard, PlayerMetric, TimeFrame } from '@contract/leaderboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * docs/architecture.md §6: the 30-day boards are refreshed by a job at most every 60 s, so asking more often
 * shows nothing new; the all-time ones use the same rhythm (docs/product.md §9 keeps scores 60 s too).
 */
export const LEADERBOARD_STALE_TIME_MS = 60_000;

/** docs/product.md §2: the two boards, each with its metrics and its answer. */
interface Boards {
  players: { metric: PlayerMetric; answer: PlayerLeaderboard };
  creators: { metric: CreatorMetric; answer: CreatorLeaderboard };
}
export type Board = keyof Boards;

/** Under ['leaderboard'], which the offline layer keeps on the device (docs/architecture.md §7). */
export const leaderboardQueryKey = <B extends Board>(board: B, timeFrame: TimeFrame, metric: Boards[B]['metric']) =>
  ['leaderboard', board, timeFrame, metric] as const;

/** GET /api/leaderboard/{players|creators}?timeFrame=&metric=: the top 50 and my own entry when below them. */
export function getLeaderboard<B extends Board>(
  board: B,
  timeFrame: TimeFrame,
  metric: Boards[B]['metric'],
  { signal }: { signal?: AbortSignal } = {},
): Promise<Boards[B]['answer']> {
  const query = new URLSearchParams({ timeFrame, metric });
  return api.get<Boards[B]['answer']>(`/api/leaderboard/${board}?${query}`, { signal });
}

export const leaderboardQueryOptions = <B extends Board>(board: B, timeFrame: TimeFrame, metric: Boards[B]['metric']) =>
  queryOptions({
    queryKey: leaderboardQueryKey(board, timeFrame, metric),
    queryFn: ({ signal }) => getLeaderboard(board, timeFrame, metric, { signal }),
    staleTime: LEADERBOARD_STALE_TIME_MS,
  });

export function useLeaderboard<B extends Board>(board: B, timeFrame: TimeFrame, metric: Boards[B]['metric']) {
  return useQuery(leaderboardQueryOptions(board, timeFrame, metric));
}
