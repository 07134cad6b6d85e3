import type { InvitationsResponse } from '@contract/invitations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pollWhileStreamDown } from '@/lib/live-events/live-stream-state';

export const INVITATIONS_POLL_MS = 30_000;

export const invitationsQueryKey = ['invitations'] as const;

/** GET /api/invitations: invitations to me and pending join requests for games I administer. */
export function getInvitations({ signal }: { signal?: AbortSignal } = {}): Promise<InvitationsResponse> {
  return api.get<InvitationsResponse>('/api/invitations', { signal });
}

/** docs/product.md §7: polled every 30 s in the navigation while signed in and the live stream is down (docs/architecture.md §6). */
export const invitationsQueryOptions = ({ enabled = true }: { enabled?: boolean } = {}) =>
  queryOptions({
    queryKey: invitationsQueryKey,
    queryFn: ({ signal }) => getInvitations({ signal }),
    enabled,
    refetchInterval: enabled ? pollWhileStreamDown(INVITATIONS_POLL_MS) : false,
  });

export function useInvitations(options?: { enabled?: boolean }) {
  return useQuery(invitationsQueryOptions(options));
}

/** The Invites badge: pending invitations plus pending join requests. */
export function pendingInvitationCount(data: InvitationsResponse | undefined): number {
  return (data?.invitations.length ?? 0) + (data?.pendingRequests.length ?? 0);
}
