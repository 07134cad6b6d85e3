import { LoadError } from '@/components/load-error';
import { isOfflineFailure } from './offline-failure';
import { OfflineNotice } from './offline-notice';

interface LoadFailureProps {
  error: unknown;
  /** What could not be loaded when the server answered with an error ('Messages could not be loaded'). */
  title: string;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * A screen's or list's failed load with nothing saved to show (decision 0053): offline, the
 * app's one offline wording (OfflineNotice); an answer of the server, what failed and Try again.
 */
export function LoadFailure({ error, title, retrying, onRetry }: LoadFailureProps) {
  if (isOfflineFailure(error)) return <OfflineNotice onRetry={onRetry} retrying={retrying} />;
  return <LoadError title={title} retrying={retrying} onRetry={onRetry} />;
}
