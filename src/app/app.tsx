import type { QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from '@/components/error-boundaries';
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
  // Whatever fails outside the screens' own boundaries shows a page that says so, never a blank one.
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient} env={env}>
        <AuthGate />
        <UpdatePrompt />
      </AppProviders>
    </AppErrorBoundary>
  );
}
