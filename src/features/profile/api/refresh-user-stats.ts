import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userStatsQueryKey } from './get-user-stats';

/** POST /api/user/stats/refresh (no body): recount the medal statistics. */
export function refreshUserStats(): Promise<unknown> {
  return api.post('/api/user/stats/refresh');
}

export function useRefreshUserStats() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refreshUserStats,
    meta: {
      successMessage: { title: 'Success', message: 'Medal statistics have been refreshed!' },
      errorMessage: 'Failed to refresh stats',
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userStatsQueryKey }),
  });
}
