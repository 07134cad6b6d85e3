import type { User } from '@contract/user';
import { useQueryClient } from '@tanstack/react-query';
import { userQueryKey } from '@/features/auth/api/get-user';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** /profile: the profile feature, told how to refresh the signed-in user after an edit. */
export function ProfileRoute({ user }: { user: User }) {
  const queryClient = useQueryClient();
  return <ProfilePage user={user} onProfileUpdated={(saved) => queryClient.setQueryData(userQueryKey, saved)} />;
}
