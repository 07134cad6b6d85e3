import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import type { User } from '@contract/user';
import { ActionIcon, Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { InvitationsButton } from '@/features/invites/components/invitations-button';
import { useUnreadCount } from '@/features/messages/api/get-unread-count';
import { capCount } from '@/lib/cap-count';
import { OfflineIndicator } from '@/offline/offline-indicator';
import { OutboxButton } from '@/offline/outbox/outbox-button';
import classes from './app-layout.module.css';
import { AppIcon } from '@/components/app-icon';

export const UNREAD_BADGE_MAX = 99;

/**
 * docs/product.md §2 top header: icon and title to home, the Invitations dialog, messages with unread badge,
 * avatar to profile; while offline, the offline mark, and while writes wait, the outbox (decision 0005).
 */
export function AppHeader({ user }: { user: User }) {
  const { data } = useUnreadCount({ enabled: true });
  const unread = data?.count ?? 0;

  return (
    <header className={classes.header}>
      <Group justify="space-between" wrap="nowrap" gap="sm" h="var(--app-header-height)" px="md" maw={640} mx="auto">
        <Link to="/" className={classes.brand}>
          <AppIcon size={28} />
          {/* The product's one name (decision 0053): on a narrow screen 'Challenge' goes to a second line. */}
          <span className={classes.brandTitle}>
            <span className={classes.brandLine}>Comfort Zone</span> <span className={classes.brandLine}>Challenge</span>
          </span>
        </Link>
        {/* 4 px between the 44 px buttons: with the Offline mark the title still fits at 390 px (decision 0053). */}
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <OfflineIndicator />
          <OutboxButton userId={user.id} />
          <InvitationsButton />
          <span className={classes.badgeAnchor}>
            <ActionIcon
              component={Link}
              to="/messages"
              aria-label="Messages"
              aria-describedby={unread > 0 ? 'unread-count' : undefined}
              variant="subtle"
              color="gray"
              size={44}
              radius="xl"
            >
              <IconMessageCircle size={26} aria-hidden />
            </ActionIcon>
            {unread > 0 && (
              <Badge size="sm" color="red.9" className={classes.iconBadge} aria-hidden>
                {capCount(unread, UNREAD_BADGE_MAX)}
              </Badge>
            )}
          </span>
          {unread > 0 && <VisuallyHidden id="unread-count">{`${capCount(unread, UNREAD_BADGE_MAX)} unread`}</VisuallyHidden>}
          <Link to="/profile" aria-label="Profile" className={classes.avatarLink}>
            <UserAvatar user={user} fallback="letter" decorative size={36} radius="xl" />
          </Link>
        </Group>
      </Group>
    </header>
  );
}
