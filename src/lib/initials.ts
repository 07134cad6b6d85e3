import { present, type PersonName } from './person-name';

/**
 * docs/product.md §3: first letters of first and last name; else the first two letters of the username;
 * else the first two letters of the email's local part; else 'U'.
 */
export function initials(user: PersonName | null | undefined): string {
  const first = present(user?.firstName);
  const last = present(user?.lastName);
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const username = present(user?.username);
  if (username) return username.slice(0, 2).toUpperCase();
  const local = present(present(user?.email)?.split('@')[0]);
  if (local) return local.slice(0, 2).toUpperCase();
  return 'U';
}
