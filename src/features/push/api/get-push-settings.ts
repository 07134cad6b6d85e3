import type { PushSettings } from '@contract/push';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Not under a kept prefix (persisted-queries.ts): the choices are read afresh, online. */
export const pushSettingsQueryKey = ['push', 'settings'] as const;

/** GET /api/push: the server's VAPID public key and my per-kind choices (contract/push.ts). */
export function getPushSettings({ signal }: { signal?: AbortSignal } = {}): Promise<PushSettings> {
  return api.get<PushSettings>('/api/push', { signal });
}

export const pushSettingsQueryOptions = () =>
  queryOptions({ queryKey: pushSettingsQueryKey, queryFn: ({ signal }) => getPushSettings({ signal }) });

export function usePushSettings() {
  return useQuery(pushSettingsQueryOptions());
}
