import { z } from 'zod';

export const NAME_MAX = 50;
export const BIO_MAX = 500;

/** A person's first name, the same rule wherever it is typed (Create account, Edit Profile). */
export const firstNameSchema = z
  .string({ error: 'First name is required' })
  .trim()
  .min(1, 'First name is required')
  .max(NAME_MAX, `First name must be at most ${NAME_MAX} characters`);

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

/** SPEC §5 "Profile form": the same schema drives the Edit Profile dialog and PATCH /api/user/profile. */
export const updateProfileSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema.optional().default(''),
  bio: z.string().trim().max(BIO_MAX, `Bio must be at most ${BIO_MAX} characters`).optional().default(''),
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

/** SPEC §3 "User stats": the eight counters shown on Home and Profile. */
export const userStatsSchema = z.object({
  gamesJoined: z.number().int(),
  totalAccomplishments: z.number().int(),
  totalUpvotes: z.number().int(),
  gamesCreated: z.number().int(),
  goldMedals: z.number().int(),
  silverMedals: z.number().int(),
  bronzeMedals: z.number().int(),
  popularVoteMedals: z.number().int(),
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
};
