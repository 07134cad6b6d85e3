import type { QueryClient } from '@tanstack/react-query';
import { UpdatePrompt } from '@/pwa/update-prompt';
import { AuthGate } from './auth-gate';
import { AppProviders } from './providers';

interface AppProps {
  /**
   * main.tsx passes the app's client (start-up.ts fills it before the first render); tests pass
   * their own, and the 'test' Mantine environment.
   */
  queryClient?: QueryClient;
  env?: 'default' | 'test';
}

export function App({ queryClient, env }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} env={env}>
      <AuthGate />
      <UpdatePrompt />
    </AppProviders>
  );
}
