import type { ResolvedReport, ResolveReportInput } from '@contract/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterResolve, resolveToasts } from './after-resolve';

export interface ResolveGameReportVariables {
  reportId: string;
  action: ResolveReportInput['action'];
}

/** POST /api/games/{id}/reports/{reportId}/resolve `{ action: 'hide' | 'dismiss' }`. */
export function resolveGameReport(gameId: string, { reportId, action }: ResolveGameReportVariables): Promise<ResolvedReport> {
  return api.post<ResolvedReport>(
    `/api/games/${encodeURIComponent(gameId)}/reports/${encodeURIComponent(reportId)}/resolve`,
    { action },
  );
}

/** A game moderator's Hide or Dismiss: the list, the badge and the posts views refresh. */
export function useResolveGameReport(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: ResolveGameReportVariables) => resolveGameReport(gameId, variables),
    meta: resolveToasts,
    onSuccess: () => afterResolve(queryClient),
  });
}
