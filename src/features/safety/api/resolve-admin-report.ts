import type { AdminResolveReportInput, ResolvedReport } from '@contract/reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { afterResolve, resolveToasts } from './after-resolve';

export interface ResolveAdminReportVariables {
  reportId: string;
  action: AdminResolveReportInput['action'];
}

/** POST /api/admin/reports/{id}/resolve `{ action: 'hide' | 'dismiss' | 'suspend' }`. */
export function resolveAdminReport({ reportId, action }: ResolveAdminReportVariables): Promise<ResolvedReport> {
  return api.post<ResolvedReport>(`/api/admin/reports/${encodeURIComponent(reportId)}/resolve`, { action });
}

/** An operator's Hide, Dismiss or Suspend. */
export function useResolveAdminReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAdminReport,
    meta: resolveToasts,
    onSuccess: () => afterResolve(queryClient),
  });
}
