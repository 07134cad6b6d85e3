import type { PushPreferences, PushSettings } from '@contract/push';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pushSettingsQueryKey } from './get-push-settings';

/** PUT /api/push/preferences: all four choices, answered with what was saved. */
export function updatePushPreferences(preferences: PushPreferences): Promise<PushPreferences> {
  return api.put<PushPreferences>('/api/push/preferences', preferences);
}

/**
 * A switch flips at once and the choice is saved; a refusal puts it back and says so. The choices
 * hold for all the person's devices.
 */
export function useUpdatePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePushPreferences,
    meta: { errorMessage: 'Could not save your notification choices' },
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: pushSettingsQueryKey });
      const before = queryClient.getQueryData<PushSettings>(pushSettingsQueryKey);
      if (before) queryClient.setQueryData<PushSettings>(pushSettingsQueryKey, { ...before, preferences });
      return { before };
    },
    onSuccess: (preferences) => {
      queryClient.setQueryData<PushSettings>(pushSettingsQueryKey, (settings) => settings && { ...settings, preferences });
    },
    onError: (_error, _preferences, context) => {
      if (context?.before) queryClient.setQueryData(pushSettingsQueryKey, context.before);
    },
  });
}
