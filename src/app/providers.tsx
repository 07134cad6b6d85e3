import { MantineProvider } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PersistedQueryProvider } from '@/offline/persisted-query-provider';
import { LazyToaster } from './lazy-toaster';
import { createQueryClient } from './query-client';
import { theme } from './theme';

interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    // The theme's CSS variables come with the styles (theme-variables.css): computing them took 15 ms
    // at module load and again at the first render on this machine, 4x that on a phone (decision 0024).
    <MantineProvider theme={theme} defaultColorScheme="auto" withCssVariables={false} env={env}>
      <LazyToaster />
      <PersistedQueryProvider client={client}>
        {children}
      </PersistedQueryProvider>
    </MantineProvider>
  );
}
