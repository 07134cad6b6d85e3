import type { User } from '@contract/user';
import { useIsRestoring } from '@tanstack/react-query';
import { memo, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useUser, userQueryKey } from '@/features/auth/api/get-user';
import { useSigningOut } from '@/offline/signing-out';
import { useDeviceOwner } from '@/offline/use-device-owner';
import { useSharedInboxIntake } from '@/pwa/use-shared-inbox-intake';
import { AppErrorBoundary } from '@/components/error-boundaries';
import { isPreloaded, preloadModule } from '@/lib/retryable-lazy';
import { FullPageLoader } from './full-page-loader';
import { lazyPage } from './lazy-page';
import { showsLandingWhenSignedOut } from './landing-path';
import { loadRoutedApp } from './routed-app-loader';
import { loadLandingPage } from './screen-modules';
import { signedInModules } from './start-up';
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
 * The code of the signed-in app's first screen (start-up.ts asks for it with the user; a warm start
 * has it before it renders): the loader stays until it is here. The app rendered before, and the
 * screen's lazy component committed the layout's spinner, and React shows what replaces a fallback no
 * sooner than 300 ms after it (its throttle of Suspense reveals): the Profile's first visit showed
 * 0.4-0.5 s late in 2 of 8 runs (decision 0055). A module that cannot load lets the app in: its
 * screen shows the failure. Returns whether it is here, and a setter for when a screen has shown.
 */
function useFirstScreenCode(signedIn: boolean): [boolean, () => void] {
  const [ready, setReady] = useState(() => signedInModules(window.location.pathname).every(isPreloaded));
  useEffect(() => {
    if (!signedIn || ready) return;
    let current = true;
    void Promise.allSettled(signedInModules(window.location.pathname).map(preloadModule)).then(() => current && setReady(true));
    return () => {
      current = false;
    };
  }, [signedIn, ready]);
  return [ready, () => setReady(true)];
}

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

  const [codeReady, screenShown] = useFirstScreenCode(Boolean(user));

  const screen: Screen = restoring
    ? 'nothing'
    : isPending || switchingOwner || signingOut || (user && !codeReady)
      ? 'loader'
      : !user && showsLandingWhenSignedOut(window.location.pathname)
        ? 'landing'
        : 'app';
  // Into a screen, a background render that yields to the browser (the answer that lets the app in
  // arrives in a synchronous update, and the whole first screen was one task after it: decision 0024).
  // Out of one, at once: nothing of the app while someone's data is cleared.
  const previous = useDeferredValue(screen);
  const shown = previous === 'nothing' || previous === 'loader' ? previous : screen;
  // Only the first screen waits for its code: signing in on the sign-in page, which shows, goes on at once.
  if (!codeReady && (shown === 'app' || shown === 'landing')) screenShown();

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
