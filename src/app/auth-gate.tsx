import { useIsRestoring } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useUser, userQueryKey } from '@/features/auth/api/get-user';
import { useSigningOut } from '@/offline/signing-out';
import { useDeviceOwner } from '@/offline/use-device-owner';
import { useSharedInboxIntake } from '@/pwa/use-shared-inbox-intake';
import { FullPageLoader } from './full-page-loader';
import { lazyPage } from './lazy-page';
import { showsLandingWhenSignedOut } from './landing-path';
import { openShareAccomplishment } from './share-accomplishment/share-accomplishment-store';

const LandingPage = lazyPage(() => import('@/features/auth/components/landing-page'), 'LandingPage');
const RoutedApp = lazyPage(() => import('./routed-app'), 'RoutedApp');

/**
 * A spinner while the signed-in user is resolved (SPEC §2), then the landing page or the app.
 * Before that, nothing at all for the moment the saved data is read back from IndexedDB, so a
 * signed-in start shows its screens with their data at once (also offline); and nothing of the
 * app while the data of someone else who used this device is cleared, or while logging out.
 */
export function AuthGate() {
  const restoring = useIsRestoring();
  const signingOut = useSigningOut((state) => state.signingOut);
  const { data: user, isPending } = useUser();
  const switchingOwner = useDeviceOwner(user?.id, { keep: userQueryKey });
  // Something shared into the app from the share sheet opens once someone is signed in.
  useSharedInboxIntake(Boolean(user) && !switchingOwner, openShareAccomplishment);

  if (restoring) return null;
  if (isPending || switchingOwner || signingOut) return <FullPageLoader />;
  const signedOutLanding = !user && showsLandingWhenSignedOut(window.location.pathname);
  return (
    <Suspense fallback={<FullPageLoader />}>
      {signedOutLanding ? <LandingPage /> : <RoutedApp user={user ?? null} />}
    </Suspense>
  );
}
