import type { updateProfileSchema, User } from '@contract/user';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type UpdateProfileValues = z.output<typeof updateProfileSchema>;

/** PATCH /api/user/profile: firstName, lastName, bio; answers with the updated user. */
export function updateProfile(values: UpdateProfileValues): Promise<User> {
  return api.patch<User>('/api/user/profile', values);
}

/** `onUpdated` receives the saved user (the caller refreshes the signed-in user with it). */
export function useUpdateProfile({ onUpdated }: { onUpdated: (user: User) => void }) {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      onUpdated(user);
      notifications.show({ color: 'green', title: 'Profile Updated', message: 'Your profile has been saved.' });
    },
    onError: () => {
      notifications.show({ color: 'red', title: 'Error', message: 'Failed to update profile. Please try again.' });
    },
  });
}
