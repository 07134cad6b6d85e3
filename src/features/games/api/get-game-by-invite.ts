import type { InviteGame } from '@contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const inviteGameQueryKey = (code: string) => ['games', 'invite', code] as const;

/** GET /api/games/invite/{code}: needs no sign-in; adds isMember when signed in. */
export function getGameByInvite(code: string, { signal }: { signal?: AbortSignal } = {}): Promise<InviteGame> {
  return api.get<InviteGame>(`/api/games/invite/${encodeURIComponent(code)}`, { signal, authRedirect: false });
}

export const inviteGameQueryOptions = (code: string, enabled: boolean) =>
  queryOptions({
    queryKey: inviteGameQueryKey(code),
    queryFn: ({ signal }) => getGameByInvite(code, { signal }),
    enabled,
  });

export function useGameByInvite(code: string, { enabled }: { enabled: boolean }) {
  return useQuery(inviteGameQueryOptions(code, enabled));
}
