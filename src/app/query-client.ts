import { QueryClient } from '@tanstack/react-query';
import { defaultQueryFn } from '@/lib/api-client';

/** SPEC §7 data-fetching defaults: no retries, no refetch on focus, cached data never stale. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
