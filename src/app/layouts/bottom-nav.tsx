import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { IconCompass, IconHome, IconMail, IconTrophy, IconUser, type Icon } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { pendingInvitationCount, useInvitations } from '@/features/invites/api/get-invitations';
import { capCount } from '@/lib/cap-count';
import classes from './bottom-nav.module.css';

export const INVITES_BADGE_MAX = 9;

interface NavItem {
  to: string;
  label: string;
  Icon: Icon;
}

const ITEMS: NavItem[] = [
  { to: '/', label: 'Home', Icon: IconHome },
  { to: '/discover', label: 'Discover', Icon: IconCompass },
  { to: '/leaderboard', label: 'Leaderboard', Icon: IconTrophy },
  { to: '/profile', label: 'Profile', Icon: IconUser },
  { to: '/invites', label: 'Invites', Icon: IconMail },
];

/** docs/product.md §2 bottom navigation; the active item carries aria-current="page" (set by NavLink). */
export function BottomNav() {
  const { data } = useInvitations();
  const pending = pendingInvitationCount(data);

  return (
    <nav aria-label="Main" className={classes.nav}>
      <ul className={classes.list}>
        {ITEMS.map(({ to, label, Icon }) => (
          <li key={to} className={classes.item}>
            <NavLink to={to} end={to === '/'} className={classes.link}>
              <span className={classes.iconWrap}>
                <Icon size={24} aria-hidden />
                {to === '/invites' && pending > 0 && (
                  <Badge size="xs" color="red.9" className={classes.badge} data-testid="invites-badge">
                    {capCount(pending, INVITES_BADGE_MAX)}
                  </Badge>
                )}
              </span>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
