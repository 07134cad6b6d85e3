import type { User } from '@contract/user';
import { useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/features/auth/api/get-user';
import { ProfileGames } from '@/features/games/components/profile-games/profile-games';
import { MyAccomplishments } from '@/features/posts/components/my-accomplishments/my-accomplishments';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { NotificationSettings } from '@/features/push/components/notification-settings';
import { signOut } from '@/offline/sign-out';

/**
 * /profile: the profile feature with my posts and my games in its tabs, refreshed after an edit;
 * Logout clears this device of the person first (a shared phone).
 */
export function ProfileRoute({ user }: { user: User }) {
  const queryClient = useQueryClient();
  return (
    <ProfilePage
      user={user}
      onProfileUpdated={(saved) => queryClient.setQueryData(userQueryKey, saved)}
      onLogout={() => void signOut({ queryClient, userId: user.id })}
      accomplishments={<MyAccomplishments />}
      games={<ProfileGames userId={user.id} />}
      notifications={<NotificationSettings />}
    />
  );
}
