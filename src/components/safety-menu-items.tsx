import type { User } from '@contract/user';
import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDots, IconFlag, IconLockOpen } from '@tabler/icons-react';
import { useIsBlocked } from '@/api/blocked-users';
import { displayName } from '@/lib/display-name';
import { MenuOnPress } from './menu-on-press';
import { openBlock, openReport, openUnblock, type ReportTarget } from '@/lib/safety-requests';

/**
 * 'Report' in a post's, comment's, message's or person's menu (docs/decisions/0040-trust-and-safety.md Screens): opens the app's
 * report dialog (src/lib/safety-requests.ts). Only ever on someone else's content.
 */
export function ReportMenuItem({ target, label = 'Report' }: { target: ReportTarget; label?: string }) {
  return (
    <Menu.Item color="red" leftSection={<IconFlag size={16} aria-hidden />} onClick={() => openReport(target)}>
      {label}
    </Menu.Item>
  );
}

/**
 * 'Block NAME' or 'Unblock NAME' as I block them now. Rendered inside an open menu only, so the
 * list of the people I block is asked for when someone opens a menu, not at start-up.
 */
export function BlockMenuItem({ person }: { person: User }) {
  const blocked = useIsBlocked(person.id);
  const name = displayName(person);
  return blocked ? (
    <Menu.Item leftSection={<IconLockOpen size={16} aria-hidden />} onClick={() => openUnblock(person)}>
      Unblock {name}
    </Menu.Item>
  ) : (
    <Menu.Item color="red" leftSection={<IconBan size={16} aria-hidden />} onClick={() => openBlock(person)}>
      Block {name}
    </Menu.Item>
  );
}

/**
 * Another person's "…" menu: 'Block' / 'Unblock' and 'Report' (docs/decisions/0040-trust-and-safety.md
 * Screens), on a participants row and in a message thread's header.
 */
export function PersonSafetyMenu({ person, iconSize = 18, ml }: { person: User; iconSize?: number; ml?: 'auto' }) {
  const name = displayName(person);
  return (
    <MenuOnPress
      target={
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for ${name}`} ml={ml}>
          <IconDots size={iconSize} aria-hidden />
        </ActionIcon>
      }
    >
      <BlockMenuItem person={person} />
      <ReportMenuItem target={{ targetType: 'user', targetId: person.id, description: name }} label={`Report ${name}`} />
    </MenuOnPress>
  );
}
