import { AppIcon } from '@/components/app-icon';

/**
 * Shown while the signed-in user is resolved or the first screen's code is loading: the splash of
 * index.html (the same markup; its styles are there), so the page a phone shows before the app's
 * code arrives and this one are one and the same, without a jump (decision 0024).
 */
export function FullPageLoader() {
  return (
    <div className="app-splash" role="status" aria-label="Loading">
      <AppIcon size={72} />
      <span className="app-splash-spinner" />
    </div>
  );
}
