import { present, type PersonName } from './person-name';

/** docs/product.md §2 header avatar: first letter of the first name, else of the username, else 'U'. */
export function avatarLetter(user: PersonName | null | undefined): string {
  const source = present(user?.firstName) ?? present(user?.username);
  return source ? source.charAt(0).toUpperCase() : 'U';
}
