import type { User } from '@contract/user';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { ProfileSecuritySlot } from '@/features/account/components/profile-security-slot';
import { useUser } from '@/features/auth/api/get-user';
import { ProfileGames } from '@/features/games/components/profile-games/profile-games';
import { MyAccomplishments } from '@/features/posts/components/my-accomplishments/my-accomplishments';
import { ProfileSections as Sections } from '@/features/profile/components/profile-sections';
import { NotificationSettings } from '@/features/push/components/notification-settings';
import { ProfileSafety } from '@/features/safety/components/profile-safety';

/**
 * The Profile below Your Stats, composed from the features (which don't import each other): my posts
 * and games in its tabs, notifications, security, safety (blocked people, my reports, 'Moderation'
 * for operators: `isOperator`), my data and deleting the account. Its own chunk, which
 * profile-route.tsx loads as the header renders (decision 0055).
 */
export function ProfileSections({ user, onSignOut }: { user: User; onSignOut: () => void }) {
  const signedIn = useUser().data;
  const hasPassword = signedIn?.hasPassword !== false;
  return (
    <Sections
      accomplishments={<MyAccomplishments />}
      games={<ProfileGames userId={user.id} />}
      notifications={<NotificationSettings />}
      security={<ProfileSecuritySlot hasPassword={hasPassword} onSignOutHere={onSignOut} />}
      safety={<ProfileSafety isOperator={signedIn?.isOperator === true} />}
      deleteAccount={<DeleteAccountSection userId={user.id} username={user.username} hasPassword={hasPassword} />}
    />
  );
}
