import type { User } from '@contract/user';
import { useQueryClient } from '@tanstack/react-query';
import { ProfileSecuritySlot } from '@/features/account/components/profile-security-slot';
import { DeleteAccountSection } from '@/features/account/components/delete-account-section';
import { userQueryKey, useUser } from '@/features/auth/api/get-user';
import { ProfileGames } from '@/features/games/components/profile-games/profile-games';
import { MyAccomplishments } from '@/features/posts/components/my-accomplishments/my-accomplishments';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { NotificationSettings } from '@/features/push/components/notification-settings';
import { ProfileSafety } from '@/features/safety/components/profile-safety';
import { signOut } from '@/offline/sign-out';

/**
 * /profile: the profile feature with my posts and my games in its tabs, refreshed after an edit;
 * Logout clears this device of the person first (a shared phone). Its safety part (blocked people,
 * my reports, 'Moderation' for operators: the signed-in user's `isOperator`) comes from the safety
 * feature.
 */
export function ProfileRoute({ user }: { user: User }) {
  const queryClient = useQueryClient();
  const signedIn = useUser().data;
  const isOperator = signedIn?.isOperator === true;
  return (
    <ProfilePage
      user={user}
      // The profile's answer is the public user: keep what only the signed-in user has (isOperator, hasPassword).
      onProfileUpdated={(saved) => queryClient.setQueryData(userQueryKey, (old) => (old ? { ...old, ...saved } : old))}
      onLogout={() => void signOut({ queryClient, userId: user.id })}
      accomplishments={<MyAccomplishments />}
      games={<ProfileGames userId={user.id} />}
      notifications={<NotificationSettings />}
      security={<ProfileSecuritySlot hasPassword={signedIn?.hasPassword !== false} onSignOutHere={() => void signOut({ queryClient, userId: user.id })} />}
      safety={<ProfileSafety isOperator={isOperator} />}
      deleteAccount={<DeleteAccountSection userId={user.id} username={user.username} hasPassword={signedIn?.hasPassword !== false} />}
    />
  );
}
