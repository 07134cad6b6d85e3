import '@mantine/core/styles/Avatar.css';
import type { User } from '@contract/user';
import { Avatar, type AvatarProps } from '@mantine/core';
import { avatarLetter } from '@/lib/avatar-letter';
import { displayName } from '@/lib/display-name';
import { initials } from '@/lib/initials';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  user: Partial<Pick<User, 'firstName' | 'lastName' | 'username' | 'email' | 'profileImageUrl'>> | null | undefined;
  /** 'letter': one letter (header, docs/product.md §2); 'initials': two letters (cards, docs/product.md §3). */
  fallback?: 'letter' | 'initials';
  /** When the avatar is decoration next to the name, leave it out of the accessibility tree. */
  decorative?: boolean;
  /** The photo's text alternative when it is not the person's name (e.g. a preview); else the name. */
  alt?: string;
}

/**
 * A user's profile photo (profileImageUrl: a photo they set, /api/images/…, or a sign-in provider's
 * picture), else their letter(s) on the primary colour. Every place that shows a person uses this.
 */
export function UserAvatar({ user, fallback = 'initials', decorative = false, alt, ...props }: UserAvatarProps) {
  const text = fallback === 'letter' ? avatarLetter(user) : initials(user);
  return (
    <Avatar
      src={user?.profileImageUrl || null}
      alt={decorative ? '' : (alt ?? displayName(user))}
      color="violet"
      variant="filled"
      aria-hidden={decorative || undefined}
      {...props}
    >
      {text}
    </Avatar>
  );
}
