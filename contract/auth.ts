import { z } from 'zod';
import { firstNameSchema, lastNameSchema } from './user';

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const PASSWORD_MIN = 8;
/** Bounds the cost of hashing: a megabyte "password" must not tie up the server. */
export const PASSWORD_MAX = 200;

export const INVALID_CREDENTIALS = 'Invalid username or password';
/** Sign-in of an account an operator suspended: 403 (decision 0040). */
export const ACCOUNT_SUSPENDED = 'This account is suspended';

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[a-z0-9_.]+$/, 'Username may contain only letters, digits, "_" and "."');

/** The sign-up rule for a new password, also for a changed or reset one (contract/account.ts). */
export const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

export const PASSWORDS_DIFFER = 'Passwords do not match';

/**
 * A form's new password typed twice (the change-password and reset forms):
 * `.extend({ confirmPassword: z.string() }).refine(passwordConfirmation.matches, passwordConfirmation.error)`;
 * the error shows on the confirmation. Only the forms ask for it: the API takes the new password once.
 */
export const passwordConfirmation = {
  matches: (v: { newPassword: string; confirmPassword: string }) => v.newPassword === v.confirmPassword,
  error: { message: PASSWORDS_DIFFER, path: ['confirmPassword'] },
};

/** docs/architecture.md §5: POST /api/auth/signup; also drives the Create account form. */
export const signUpSchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema.optional(),
  email: z
    .union([z.literal(''), z.email('Enter a valid email address').max(254)])
    .optional()
    .transform((v) => (v ? v.toLowerCase() : undefined)),
});
export type SignUpInput = z.input<typeof signUpSchema>;

/** docs/architecture.md §5: POST /api/auth/signin; also drives the Sign in form. */
export const signInSchema = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Username is required')
    .max(USERNAME_MAX * 10, 'Username is too long'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type SignInInput = z.input<typeof signInSchema>;

/**
 * `returnTo` must be a path on this origin: one leading "/", never "//" or "/\" (which browsers
 * read as another host), no scheme. Anything else falls back to "/".
 */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || value.length > 2000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters (C0, DEL, C1) have no place in a path; in a header or a log they split lines.
  if (/\p{Cc}/u.test(value)) return '/';
  return value;
}

/**
 * GET /api/callback (OIDC) sends the browser to `/signin?error=<code>&returnTo=…` when signing in
 * with the provider fails; the sign-in page shows the matching text and a way to try again.
 */
export const SIGN_IN_ERRORS = {
  oidc_cancelled: 'Sign-in was cancelled.',
  oidc_expired: 'The sign-in took too long or was started in another browser. Please try again.',
  oidc_failed: 'Signing in with your provider failed. Please try again.',
  /** The provider signed the person in, but an operator suspended the account (decision 0040). */
  account_suspended: `${ACCOUNT_SUSPENDED}.`,
} as const;
export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;
