import { passwordSchema } from '@contract/auth';
import { z } from 'zod';

export const PASSWORDS_DIFFER = 'Passwords do not match';

/** A new password typed twice: the sign-up rule, and the two must match (on the confirmation). */
export const newPasswordFields = z
  .object({ newPassword: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: PASSWORDS_DIFFER, path: ['confirmPassword'] });
