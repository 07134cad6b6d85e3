import { z } from 'zod';
import { PASSWORD_MAX, passwordSchema } from './auth';

/**
 * Your account (docs/decisions/0046-password-and-devices.md): changing the password,
 * the devices (sessions) you are signed in on, and choosing a new password from a reset link.
 */

export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';
export const PASSWORD_MANAGED_BY_PROVIDER = 'Your password is managed by your sign-in provider';
export const RESET_LINK_INVALID = 'This link has expired or was already used';
export const SESSION_NOT_FOUND = 'Session not found';

/** PUT /api/user/password → 204; every other session of the person ends. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** One device (session) I am signed in on; `current` is the one asking. */
export const accountSessionSchema = z.object({
  id: z.uuid(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** A short label from the User-Agent at sign-in: 'Chrome on Android', or 'Unknown device'. */
  device: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/user/sessions: my sessions, the most recently seen first. */
export const accountSessionsSchema = z.array(accountSessionSchema);

/** A reset token: 32 random bytes, base64url (43 characters); anything far longer is not one. */
export const resetTokenSchema = z.string({ error: RESET_LINK_INVALID }).min(1, RESET_LINK_INVALID).max(200, RESET_LINK_INVALID);

/** POST /api/auth/reset-password → 204 and a new session cookie; every earlier session ends. */
export const resetPasswordSchema = z.object({ token: resetTokenSchema, newPassword: passwordSchema });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
