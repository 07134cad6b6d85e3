import type { AdminResolveReportInput } from '@contract/reports';
import type { QueryClient } from '@tanstack/react-query';
import { errorText } from '@/lib/api-client';
import type { MutationToasts } from '@/lib/toasts';
import { isOfflineFailure } from '@/offline/offline-failure';
import { isOnline } from '@/offline/online-status';

const DONE: Record<AdminResolveReportInput['action'], string> = {
  hide: 'Hidden: everyone else now sees [Removed by moderators]',
  dismiss: 'Report dismissed',
  suspend: 'Account suspended',
};

export const RESOLVE_NEEDS_CONNECTION = "You're offline. Deciding on a report needs a connection.";

/**
 * After a decision: the queues (a game's under ['games'], the operators' under ['admin']), the
 * game's badge and every view of the content refresh.
 */
export async function afterResolve(queryClient: QueryClient): Promise<void> {
  await Promise.all(
    [['games'], ['admin'], ['posts'], ['activity'], ['messages'], ['user']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** A decision's toasts (the `meta` of both resolve mutations): what was done, or why it failed. */
export const resolveToasts: MutationToasts = {
  successMessage: (_: unknown, { action }: { action: AdminResolveReportInput['action'] }) => DONE[action],
  errorMessage: (error) =>
    !isOnline() || isOfflineFailure(error) ? RESOLVE_NEEDS_CONNECTION : errorText(error, 'Failed to resolve the report'),
};
