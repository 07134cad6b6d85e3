import type { UserStats } from '@contract/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const userStatsQueryKey = ['user', 'stats'] as const;

/** GET /api/user/stats: the eight counters of docs/product.md §3. */
export function getUserStats({ signal }: { signal?: AbortSignal } = {}): Promise<UserStats> {
  return api.get<UserStats>('/api/user/stats', { signal });
}

export const userStatsQueryOptions = () =>
  queryOptions({ queryKey: userStatsQueryKey, queryFn: ({ signal }) => getUserStats({ signal }) });

export function useUserStats() {
  return useQuery(userStatsQueryOptions());
}

/** All medals: gold, silver, bronze and popular vote. */
export function medalTotal(stats: UserStats): number {
  return stats.goldMedals + stats.silverMedals + stats.bronzeMedals + stats.popularVoteMedals;
}
