import type { SuspendedUsers } from '@contract/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { suspendedUsersQueryKey } from './report-keys';

/** GET /api/admin/suspended: the suspended people, most recently suspended first (operators). */
export function getSuspendedUsers({ signal }: { signal?: AbortSignal } = {}): Promise<SuspendedUsers> {
  return api.get<SuspendedUsers>('/api/admin/suspended', { signal });
}

export const suspendedUsersQueryOptions = () =>
  queryOptions({ queryKey: suspendedUsersQueryKey, queryFn: ({ signal }) => getSuspendedUsers({ signal }), refetchOnMount: 'always' });

export function useSuspendedUsers() {
  return useQuery(suspendedUsersQueryOptions());
}
