import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { isChunkLoadError } from '@/lib/chunk-load-error';
import { reloadIfNewVersion } from '@/lib/new-version-reload';
import { retryFailedImports } from '@/lib/retryable-lazy';
import { ErrorFallback, type ErrorFallbackProps } from './error-fallback';

/**
 * The app's error boundaries (decision 0039): without them a screen or dialog
 * whose code could not load, or that threw, left the whole page blank. Each shows ErrorFallback in
 * place of what failed. Resetting one (Try again, or its resetKeys changing) gives the failed
 * lazy components a new import (retryable-lazy.ts); a chunk that failed because a new version
 * was deployed reloads the page once to it (new-version-reload.ts).
 */
interface BoundaryProps {
  children: ReactNode;
  /** A change resets a boundary that shows its fallback (another screen, a dialog reopened). */
  resetKeys?: unknown[];
}

const onError = (error: unknown) => {
  if (isChunkLoadError(error)) void reloadIfNewVersion();
};
const onReset = () => retryFailedImports();

function Boundary({
  children,
  resetKeys,
  fallback,
}: BoundaryProps & { fallback: (props: FallbackProps) => Omit<ErrorFallbackProps, 'error' | 'onRetry'> }) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      onError={onError}
      onReset={onReset}
      fallbackRender={(props) => <ErrorFallback error={props.error} onRetry={props.resetErrorBoundary} {...fallback(props)} />}
    >
      {children}
    </ErrorBoundary>
  );
}

const goHomeByLoading = () => window.location.assign('/');

/** Around the whole app and around what AuthGate shows: the page, 'Go home' loads the app at /. */
export function AppErrorBoundary({ children, resetKeys }: BoundaryProps) {
  return (
    <Boundary resetKeys={resetKeys} fallback={() => ({ part: 'app', layout: 'page', exit: { label: 'Go home', onClick: goHomeByLoading } })}>
      {children}
    </Boundary>
  );
}

/** Around a routed screen, inside the layout: its header and navigation stay usable. */
export function ScreenErrorBoundary({ children, resetKeys, onHome }: BoundaryProps & { onHome?: () => void }) {
  return (
    <Boundary
      resetKeys={resetKeys}
      fallback={() => ({ part: 'screen', layout: 'section', exit: onHome && { label: 'Go home', onClick: onHome } })}
    >
      {children}
    </Boundary>
  );
}

/**
 * Around a lazily loaded dialog (or menu), always rendered by its opener so that closing and
 * reopening (resetKeys) tries the code again. 'overlay' stands in for a dialog that could not open;
 * 'section' is for content inside a dialog that is already open.
 */
export function DialogErrorBoundary({
  children,
  resetKeys,
  onClose,
  layout = 'overlay',
}: BoundaryProps & { onClose: () => void; layout?: 'overlay' | 'section' }) {
  return (
    <Boundary resetKeys={resetKeys} fallback={() => ({ part: 'dialog', layout, exit: { label: 'Close', onClick: onClose } })}>
      {children}
    </Boundary>
  );
}
