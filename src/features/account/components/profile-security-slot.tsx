import { Suspense } from 'react';
import { ScreenErrorBoundary } from '@/components/error-boundaries';
import { SectionLoader } from '@/components/section-loader';
import { lazyNamed } from '@/lib/retryable-lazy';

// Only this section is loaded apart: the Profile paints without it (decision 0046).
const ProfileSecurity = lazyNamed(() => import('./profile-security'), 'ProfileSecurity');

/** The Profile's 'Security' section, loaded when the Profile shows; its failure stays in its place. */
export function ProfileSecuritySlot(props: { hasPassword: boolean; onSignOutHere: () => void }) {
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<SectionLoader label="Loading security settings" />}>
        <ProfileSecurity {...props} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
