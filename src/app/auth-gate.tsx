import type { User } from '@contract/user';
import { useIsRestoring } from '@tanstack/react-query';
import { memo, Suspense, useDeferredValue } from 'react';
import { useUser, userQueryKey } from '@/features/auth/api/get-user';
import { useSigningOut } from '@/offline/signing-out';
import { useDeviceOwner } from '@/offline/use-device-owner';
import { useSharedInboxIntake } from '@/pwa/use-shared-inbox-intake';
import { AppErrorBoundary } from '@/components/error-boundaries';
import { FullPageLoader } from './full-page-loader';
import { lazyPage } from './lazy-page';
import { showsLandingWhenSignedOut } from './landing-path';
import { loadRoutedApp } from './routed-app-loader';
import { loadLandingPage } from './screen-modules';
import { openShareAccomplishment } from './share-accomplishment/share-accomplishment-store';

const LandingPage = lazyPage(loadLandingPage, 'LandingPage');
const LazyRoutedApp = lazyPage(loadRoutedApp, 'RoutedApp');
// The whole app under AuthGate: it renders again only when the user does, not each time AuthGate's
// queries re-render it (decision 0024).
const RoutedApp = memo(function RoutedApp({ user }: { user: User | null }) {
  return <LazyRoutedApp user={user} />;
});

type Screen = 'nothing' | 'loader' | 'landing' | 'app';

/**
 * A spinner while the signed-in user is resolved, then the landing page or the app. Someone saved
 * on this device is shown their saved screens at once, online too (decision 0055): the server's
 * answer to the user fetch follows, and a 401 (the session ended) clears their data and shows the
 * landing page. Nothing at all for the moment the saved data is read back from IndexedDB when the
 * start did not restore it before rendering. Nothing of the app while the data of someone who left
 * this device is cleared (someone else signed in, or nobody is: a 401), or while logging out.
 */
export function AuthGate() {
  const restoring = useIsRestoring();
  const signingOut = useSigningOut((state) => state.signingOut);
  const { data: user, isPending } = useUser();
  // null is the server's "nobody is signed in"; undefined is not known (yet, or offline).
  const switchingOwner = useDeviceOwner(user === null ? null : user?.id, { keep: userQueryKey });
  // Something shared into the app from the share sheet opens once someone is signed in.
  useSharedInboxIntake(Boolean(user) && !switchingOwner, openShareAccomplishment);

  const screen: Screen = restoring
    ? 'nothing'
    : isPending || switchingOwner || signingOut
      ? 'loader'
      : !user && showsLandingWhenSignedOut(window.location.pathname)
        ? 'landing'
        : 'app';
  // Into a screen, a background render that yields to the browser (the answer that lets the app in
  // arrives in a synchronous update, and the whole first screen was one task after it: decision 0024).
  // Out of one, at once: nothing of the app while someone's data is cleared.
  const previous = useDeferredValue(screen);
  const shown = previous === 'nothing' || previous === 'loader' ? previous : screen;

  if (shown === 'nothing') return null;
  if (shown === 'loader') return <FullPageLoader />;
  // The routed app's code (or the landing page's) that could not load shows why, with Try again.
  return (
    <AppErrorBoundary>
      <Suspense fallback={<FullPageLoader />}>
        {shown === 'landing' ? <LandingPage /> : <RoutedApp user={user ?? null} />}
      </Suspense>
    </AppErrorBoundary>
  );
}
