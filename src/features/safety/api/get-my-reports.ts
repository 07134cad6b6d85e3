import type { MyReports } from '@contract/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myReportsQueryKey } from './report-keys';

/** GET /api/reports/mine: my reports, newest first, each with its outcome. */
export function getMyReports({ signal }: { signal?: AbortSignal } = {}): Promise<MyReports> {
  return api.get<MyReports>('/api/reports/mine', { signal });
}

export const myReportsQueryOptions = () =>
  queryOptions({
    queryKey: myReportsQueryKey,
    queryFn: ({ signal }) => getMyReports({ signal }),
    // Outcomes change on someone else's decision: each visit of the Profile asks again.
    refetchOnMount: 'always',
  });

export function useMyReports() {
  return useQuery(myReportsQueryOptions());
}
