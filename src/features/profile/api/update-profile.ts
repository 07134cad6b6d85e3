import type { updateProfileSchema, User } from '@contract/user';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, serverMessage } from '@/lib/api-client';
import { removeAvatar } from './remove-avatar';
import { setAvatar } from './set-avatar';

export type UpdateProfileValues = z.output<typeof updateProfileSchema>;

/** What Save does with the photo: leave it, send a new one (resized already), or remove it. */
export type PhotoChange = { kind: 'keep' } | { kind: 'set'; photo: Blob } | { kind: 'remove' };

/** PATCH /api/user/profile: firstName, lastName, bio; answers with the updated user. */
export function updateProfile(values: UpdateProfileValues): Promise<User> {
  return api.patch<User>('/api/user/profile', values);
}

const PROFILE_FAILED = 'Failed to update profile. Please try again.';
export const PHOTO_SAVE_FAILED = 'Failed to save the photo. Please try again.';

/** The photo step failed: its toast gives the server's reason, where the names keep the app's text. */
class PhotoNotSaved extends Error {
  constructor(readonly reason: unknown) {
    super('Photo not saved');
  }
}

/**
 * Save in Edit Profile: the photo change first (PUT or DELETE /api/user/avatar), then the names. The
 * PATCH answers the whole row, so its user carries the new profileImageUrl too. A refused photo stops
 * before the names and says why (the server's text, e.g. 'Unsupported image format').
 */
async function saveProfile({ values, photo }: { values: UpdateProfileValues; photo: PhotoChange }): Promise<User> {
  try {
    if (photo.kind === 'set') await setAvatar(photo.photo);
    else if (photo.kind === 'remove') await removeAvatar();
  } catch (error) {
    throw new PhotoNotSaved(error);
  }
  return updateProfile(values);
}

/** `onUpdated` receives the saved user (the caller refreshes the signed-in user with it). */
export function useUpdateProfile({ onUpdated }: { onUpdated: (user: User) => void }) {
  return useMutation({
    mutationFn: saveProfile,
    meta: {
      successMessage: { title: 'Profile Updated', message: 'Your profile has been saved.' },
      errorMessage: (error) => (error instanceof PhotoNotSaved ? serverMessage(error.reason, PHOTO_SAVE_FAILED) : PROFILE_FAILED),
    },
    onSuccess: onUpdated,
  });
}
