import { MutationCache, QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from '@/lib/api-client';
import { showMutationFailure, showMutationSuccess } from '@/lib/toasts';
import { PERSIST_MAX_AGE_MS } from '@/offline/persisted-queries';

/**
 * docs/product.md §7 data-fetching defaults: no retries, no refetch on focus, cached data never stale.
 * Offline first (docs/architecture.md §7): a query always tries its fetch, so the service worker can answer from
 * its cache, instead of pausing with a spinner while the browser says it is offline; data is kept
 * in memory as long as it is kept in IndexedDB (a query dropped from memory is dropped from the
 * saved cache too).
 * Every mutation's success and failure toasts are shown here, from its `meta`
 * (docs/decisions/0061-toasts-and-forms.md).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (data, variables, _onMutateResult, mutation) => showMutationSuccess(mutation.meta, data, variables),
      onError: (error, variables, _onMutateResult, mutation) => showMutationFailure(mutation.meta, error, variables),
    }),
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
        gcTime: PERSIST_MAX_AGE_MS,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  });
}
