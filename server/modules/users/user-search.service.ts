import { and, asc, ne, or, sql } from 'drizzle-orm';
import type { User } from '../../../contract/user';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/users';
import { escapeLike } from '../../db/like-pattern';
import { toPublicUser } from './user-mapper';

export const USER_SEARCH_LIMIT = 20;

/**
 * GET /api/users/search?q=: people whose username, first name, last name or email starts with the
 * text, ignoring case; the caller is left out (you don't invite yourself). Each condition is a
 * prefix LIKE on an indexed expression (users_username_pattern_idx, users_*_lower_idx with
 * text_pattern_ops), so the planner combines four index range scans. Public user fields only.
 */
export function searchUsersQuery(db: Database, userId: string, text: string) {
  const prefix = `${escapeLike(text.toLowerCase())}%`;
  return db
    .select()
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        or(
          // Usernames are stored lower-case already: the plain column matches its index.
          sql`${users.username} like ${prefix}`,
          sql`lower(${users.firstName}) like ${prefix}`,
          sql`lower(${users.lastName}) like ${prefix}`,
          sql`lower(${users.email}) like ${prefix}`,
        ),
      ),
    )
    .orderBy(asc(users.username), asc(users.firstName), asc(users.id))
    .limit(USER_SEARCH_LIMIT);
}

export async function searchUsers(db: Database, userId: string, text: string): Promise<User[]> {
  return (await searchUsersQuery(db, userId, text)).map(toPublicUser);
}
