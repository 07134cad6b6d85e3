import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
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

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver} env={env}>
      <LazyToaster />
      <PersistedQueryProvider client={client}>
        {children}
      </PersistedQueryProvider>
    </MantineProvider>
  );
}
