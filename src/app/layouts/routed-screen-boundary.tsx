import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ScreenErrorBoundary } from '@/components/error-boundaries';

/**
 * The routed screen's error boundary (decision 0039): another path resets it, so the navigation
 * keeps working around a screen that failed; 'Go home' (elsewhere than Home) goes there.
 * The routes are declared with <Routes> and React.lazy, not a data router: no route errorElement.
 */
export function RoutedScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <ScreenErrorBoundary resetKeys={[pathname]} onHome={pathname === '/' ? undefined : () => void navigate('/')}>
      {children}
    </ScreenErrorBoundary>
  );
}
