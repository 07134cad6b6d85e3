import type { AccountSession } from '@contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SESSIONS_URL = '/api/user/sessions';
export const sessionsQueryKey = [SESSIONS_URL] as const;

/** GET /api/user/sessions: the devices I am signed in on, the most recently seen first. */
export function getSessions({ signal }: { signal?: AbortSignal } = {}): Promise<AccountSession[]> {
  return api.get<AccountSession[]>(SESSIONS_URL, { signal });
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: ({ signal }) => getSessions({ signal }) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
