import { z } from 'zod';
import { PASSWORD_MAX } from './auth';

/**
 * Deleting my account (docs/decisions/0049-account-deletion.md):
 * `DELETE /api/user` with the password, or, for an account that signs in through OIDC and has no
 * password here, the username typed exactly.
 */
export const PASSWORD_INCORRECT = 'Password is incorrect';
export const CONFIRM_USERNAME_MISMATCH = 'Type your username exactly to confirm';

/** What the results of a finished game show in place of a person who deleted their account. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

export const deleteAccountSchema = z.object({
  password: z.string().max(PASSWORD_MAX, PASSWORD_INCORRECT).optional(),
  confirm: z.string().max(200, CONFIRM_USERNAME_MISMATCH).optional(),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
