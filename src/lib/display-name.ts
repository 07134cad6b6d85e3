import { present, type PersonName } from './person-name';

export const COMPACT_NAME_MAX = 10;

function compact(value: string): string {
  return value.length > COMPACT_NAME_MAX ? `${value.slice(0, COMPACT_NAME_MAX)}...` : value;
}

/**
 * docs/product.md §3: first plus last name; else first name; else username; else email; else 'User'.
 * In compact mode a username or email is cut to 10 characters followed by '...'.
 */
export function displayName(user: PersonName | null | undefined, options: { compact?: boolean } = {}): string {
  const first = present(user?.firstName);
  const last = present(user?.lastName);
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  const handle = present(user?.username) ?? present(user?.email);
  if (handle) return options.compact ? compact(handle) : handle;
  return 'User';
}
