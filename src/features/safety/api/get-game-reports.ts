import type { ModerationReports } from '@contract/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { gameReportsQueryKey } from './report-keys';

/** GET /api/games/{id}/reports: the game's open reports, for its creator and admins. */
export function getGameReports(gameId: string, { signal }: { signal?: AbortSignal } = {}): Promise<ModerationReports> {
  return api.get<ModerationReports>(`/api/games/${encodeURIComponent(gameId)}/reports`, { signal });
}

export const gameReportsQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: gameReportsQueryKey(gameId),
    queryFn: ({ signal }) => getGameReports(gameId, { signal }),
    // The edit screen acts on this list: each visit loads it afresh.
    refetchOnMount: 'always',
  });

export function useGameReports(gameId: string) {
  return useQuery(gameReportsQueryOptions(gameId));
}
