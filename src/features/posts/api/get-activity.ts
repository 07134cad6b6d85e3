import type { ActivityItem } from '@contract/activity';
import { ACTIVITY_LIMIT } from '@contract/sizes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Posting, commenting and the other post actions refresh this key (invalidate-post-views.ts). */
export const activityQueryKey = ['activity'] as const;

/** GET /api/activity?limit=10: the newest posts and comments in my games, multi-game shares folded. */
export function getActivity({ signal }: { signal?: AbortSignal } = {}): Promise<ActivityItem[]> {
  return api.get<ActivityItem[]>(`/api/activity?limit=${ACTIVITY_LIMIT}`, { signal });
}

export const activityQueryOptions = () =>
  queryOptions({ queryKey: activityQueryKey, queryFn: ({ signal }) => getActivity({ signal }) });

export function useActivity() {
  return useQuery(activityQueryOptions());
}
