import type { User } from '@contract/user';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense } from 'react';
import { ScreenErrorBoundary } from '@/components/error-boundaries';
import { SectionLoader } from '@/components/section-loader';
import { userQueryKey } from '@/features/auth/api/get-user';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { lazyNamed } from '@/lib/retryable-lazy';
import { signOut } from '@/offline/sign-out';

// The sections below Your Stats need the screens' shared UI code (tabs, lists, dialogs: 'screens' in
// vite.config.ts, 56 KB compressed) that the header does not: loaded apart, the header and the stats
// show as soon as this chunk has run. A warm start loads both first (start-up.ts, decision 0055).
export const loadProfileSections = () => import('./profile-sections');
const ProfileSections = lazyNamed(loadProfileSections, 'ProfileSections');

/**
 * /profile: the profile feature, refreshed after an edit; Logout clears this device of the person
 * first (a shared phone).
 */
export function ProfileRoute({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const signOutHere = () => void signOut({ queryClient, userId: user.id });
  return (
    <ProfilePage
      user={user}
      // The profile's answer is the public user: keep what only the signed-in user has (isOperator, hasPassword).
      onProfileUpdated={(saved) => queryClient.setQueryData(userQueryKey, (old) => (old ? { ...old, ...saved } : old))}
      onLogout={signOutHere}
      sections={
        <ScreenErrorBoundary>
          <Suspense fallback={<SectionLoader label="Loading" />}>
            <ProfileSections user={user} onSignOut={signOutHere} />
          </Suspense>
        </ScreenErrorBoundary>
      }
    />
  );
}
