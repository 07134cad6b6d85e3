import { useIsRestoring } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useUser, userQueryKey } from '@/features/auth/api/get-user';
import { useSigningOut } from '@/offline/signing-out';
import { useDeviceOwner } from '@/offline/use-device-owner';
import { useSavedUserChecked } from '@/offline/use-saved-user-check';
import { useSharedInboxIntake } from '@/pwa/use-shared-inbox-intake';
import { FullPageLoader } from './full-page-loader';
import { lazyPage } from './lazy-page';
import { showsLandingWhenSignedOut } from './landing-path';
import { loadRoutedApp } from './routed-app-loader';
import { loadLandingPage } from './screen-modules';
import { openShareAccomplishment } from './share-accomplishment/share-accomplishment-store';

const LandingPage = lazyPage(loadLandingPage, 'LandingPage');
const RoutedApp = lazyPage(loadRoutedApp, 'RoutedApp');

/**
 * A spinner while the signed-in user is resolved (SPEC §2), then the landing page or the app.
 * Before that, nothing at all for the moment the saved data is read back from IndexedDB; then,
 * online, a spinner until the server confirms that the saved user is still signed in (offline the
 * saved screens show at once). Nothing of the app while the data of someone who left this device
 * is cleared (someone else signed in, or nobody is: a 401), or while logging out.
 */
export function AuthGate() {
  const restoring = useIsRestoring();
  const signingOut = useSigningOut((state) => state.signingOut);
  const userQuery = useUser();
  const { data: user, isPending } = userQuery;
  const checked = useSavedUserChecked(userQuery);
  // null is the server's "nobody is signed in"; undefined is not known (yet, or offline).
  const switchingOwner = useDeviceOwner(user === null ? null : user?.id, { keep: userQueryKey });
  // Something shared into the app from the share sheet opens once someone is signed in.
  useSharedInboxIntake(Boolean(user) && !switchingOwner && checked, openShareAccomplishment);

  if (restoring) return null;
  if (isPending || !checked || switchingOwner || signingOut) return <FullPageLoader />;
  const signedOutLanding = !user && showsLandingWhenSignedOut(window.location.pathname);
  return (
    <Suspense fallback={<FullPageLoader />}>
      {signedOutLanding ? <LandingPage /> : <RoutedApp user={user ?? null} />}
    </Suspense>
  );
}
