import { z } from 'zod';
import { requiredText } from './fields';

export const NAME_MAX = 50;
export const BIO_MAX = 500;

/** A person's first name, the same rule wherever it is typed (Create account, Edit Profile). */
export const firstNameSchema = requiredText('First name', NAME_MAX);

/** A person's last name: may be empty; each form says what an absent one becomes. */
export const lastNameSchema = z.string().trim().max(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`);

/** The public face of a user: never a password hash, session or provider subject. */
export const userSchema = z.object({
  id: z.uuid(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  bio: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/**
 * GET /api/auth/user (and sign-in/sign-up): me, whether I may moderate everything (decision 0040),
 * and whether I have a password of ours to change (false: OIDC only; decision 0046).
 */
export const signedInUserSchema = userSchema.extend({ isOperator: z.boolean(), hasPassword: z.boolean() });
export type SignedInUser = z.infer<typeof signedInUserSchema>;

/** docs/product.md §5 "Profile form": the same schema drives the Edit Profile dialog and PATCH /api/user/profile. */
export const updateProfileSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema.optional().default(''),
  bio: z.string().trim().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`).optional().default(''),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/**
 * Whether `name` is an IANA time zone name this runtime knows ('Asia/Tokyo', 'UTC'). Names only:
 * Intl also takes offsets such as '+09:00', which PostgreSQL's AT TIME ZONE reads with the
 * opposite sign (POSIX), so they are refused here.
 */
export function isTimeZoneName(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The app's time zone (Intl's resolvedOptions().timeZone): streak days are counted in it (docs/decisions/0063-keep-playing.md). */
export const timeZoneSchema = z
  .string()
  .max(64, 'Time zone must be an IANA name such as Europe/Paris')
  .refine(isTimeZoneName, 'Time zone must be an IANA name such as Europe/Paris');

/**
 * PATCH /api/user/profile: the profile form's fields (updateProfileSchema, all three together) and/or
 * `timeZone`, which the app sends alone when the device's zone differs from the one stored.
 */
export const profilePatchSchema = z
  .object({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    bio: updateProfileSchema.shape.bio.unwrap().unwrap().optional(),
    timeZone: timeZoneSchema.optional(),
  })
  .superRefine((value, ctx) => {
    const profile = value.lastName !== undefined || value.bio !== undefined || value.timeZone === undefined;
    if (value.firstName === undefined && profile) ctx.addIssue({ code: 'custom', path: ['firstName'], message: 'First name is required' });
  });

/** docs/product.md §3 "User stats": the eight counters shown on Home and Profile. */
export const userStatsSchema = z.object({
  gamesJoined: z.number().int(),
  totalAccomplishments: z.number().int(),
  totalUpvotes: z.number().int(),
  gamesCreated: z.number().int(),
  goldMedals: z.number().int(),
  silverMedals: z.number().int(),
  bronzeMedals: z.number().int(),
  popularVoteMedals: z.number().int(),
  /**
   * Days in a row up to today or yesterday with at least one accomplishment, in `timeZone`
   * (0 once a whole day passed without one), the longest such run ever, and whether the current
   * one ends yesterday (nothing posted today yet: 'Post today to keep your streak').
   */
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  streakAtRisk: z.boolean(),
  timeZone: z.string(),
});
export type UserStats = z.infer<typeof userStatsSchema>;

/** The stats of someone with no counters row yet (nothing joined, posted or won): every counter 0. */
export const ZERO_STATS: UserStats = {
  gamesJoined: 0,
  totalAccomplishments: 0,
  totalUpvotes: 0,
  gamesCreated: 0,
  goldMedals: 0,
  silverMedals: 0,
  bronzeMedals: 0,
  popularVoteMedals: 0,
  currentStreak: 0,
  longestStreak: 0,
  streakAtRisk: false,
  timeZone: 'UTC',
};
