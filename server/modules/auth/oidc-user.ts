import { sql } from 'drizzle-orm';
import type { SignedInUser } from '@contract/user';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { isUniqueViolation } from '../../db/unique-violation';
import type { OidcProfile } from './oidc';
import { toSignedInUser } from '../../lib/signed-in-user';

/**
 * Creates or updates the person behind (issuer, subject): one atomic upsert on the unique
 * (oidc_issuer, oidc_subject) index, so two first logins at once make one user. Never matched by
 * email: an address is not proof of identity across providers.
 *
 * Names, email and picture follow the provider at each login (a claim the provider stopped sending
 * keeps the stored value), except a profile photo the person uploaded, which stays. The username is
 * taken from `preferred_username` only when creating, and only if free; otherwise it stays null
 * (display names fall back to names and email).
 *
 * `suspended`: an operator suspended this person; the callback then starts no session.
 */
export async function upsertOidcUser(
  db: Database,
  issuer: string,
  subject: string,
  profile: OidcProfile,
): Promise<{ user: SignedInUser; suspended: boolean }> {
  const upsert = (username: string | null) =>
    db
      .insert(users)
      .values({
        username,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        profileImageUrl: profile.profileImageUrl,
        oidcIssuer: issuer,
        oidcSubject: subject,
      })
      .onConflictDoUpdate({
        target: [users.oidcIssuer, users.oidcSubject],
        set: {
          firstName: sql`coalesce(excluded.first_name, ${users.firstName})`,
          lastName: sql`coalesce(excluded.last_name, ${users.lastName})`,
          email: sql`coalesce(excluded.email, ${users.email})`,
          // A photo the person set here (an /api/images URL) wins over the provider's picture
          // (docs/decisions/0047-profile-photo.md); until they set one, the picture follows the provider.
          profileImageUrl: sql`case when ${users.profileImageUrl} like '/api/images/%' then ${users.profileImageUrl}
            else coalesce(excluded.profile_image_url, ${users.profileImageUrl}) end`,
          updatedAt: sql`now()`,
        },
      })
      .returning();

  try {
    const [row] = await upsert(profile.preferredUsername);
    return { user: toSignedInUser(row!), suspended: row!.suspendedAt !== null };
  } catch (error) {
    // The suggested username belongs to someone else: create (or update) without one.
    if (!profile.preferredUsername || !isUniqueViolation(error, 'users_username_key')) throw error;
    const [row] = await upsert(null);
    return { user: toSignedInUser(row!), suspended: row!.suspendedAt !== null };
  }
}
