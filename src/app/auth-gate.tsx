import { Suspense } from 'react';
import { useUser } from '@/features/auth/api/get-user';
import { FullPageLoader } from './full-page-loader';
import { lazyPage } from './lazy-page';
import { showsLandingWhenSignedOut } from './landing-path';

const LandingPage = lazyPage(() => import('@/features/auth/components/landing-page'), 'LandingPage');
const RoutedApp = lazyPage(() => import('./routed-app'), 'RoutedApp');

/** A spinner while the signed-in user is resolved (SPEC §2), then the landing page or the app. */
export function AuthGate() {
  const { data: user, isPending } = useUser();
  if (isPending) return <FullPageLoader />;
  const signedOutLanding = !user && showsLandingWhenSignedOut(window.location.pathname);
  return (
    <Suspense fallback={<FullPageLoader />}>
      {signedOutLanding ? <LandingPage /> : <RoutedApp user={user ?? null} />}
    </Suspense>
  );
}
