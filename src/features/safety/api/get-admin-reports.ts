import type { ModerationReports } from '@contract/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminReportsQueryKey } from './report-keys';

/** GET /api/admin/reports: every open report (posts, comments, messages, people), for operators. */
export function getAdminReports({ signal }: { signal?: AbortSignal } = {}): Promise<ModerationReports> {
  return api.get<ModerationReports>('/api/admin/reports', { signal });
}

export const adminReportsQueryOptions = () =>
  queryOptions({ queryKey: adminReportsQueryKey, queryFn: ({ signal }) => getAdminReports({ signal }), refetchOnMount: 'always' });

export function useAdminReports() {
  return useQuery(adminReportsQueryOptions());
}
