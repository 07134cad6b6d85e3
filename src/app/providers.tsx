import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { userQueryKey } from '@/features/auth/api/get-user';
import { isOnline } from '@/offline/online-status';
import { PersistedQueryProvider } from '@/offline/persisted-query-provider';
import { LazyToaster } from './lazy-toaster';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * The saved user was restored without asking the server (the user query never refetches on its
 * own, SPEC §7): check once, in the background, that the session still stands and is still theirs.
 */
function revalidateRestoredUser(client: QueryClient): void {
  if (isOnline() && client.getQueryData(userQueryKey) !== undefined) void client.refetchQueries({ queryKey: userQueryKey });
}

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver} env={env}>
      <LazyToaster />
      <PersistedQueryProvider client={client} onRestored={() => revalidateRestoredUser(client)}>
        {children}
      </PersistedQueryProvider>
    </MantineProvider>
  );
}
