import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import type { User } from '@contract/user';
import { ActionIcon, Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PersonSafetyMenu } from '@/components/safety-menu-items';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import classes from './conversation-page.module.css';

interface ThreadHeaderProps {
  /** Unknown while the thread loads or when it can't be read. */
  otherUser?: User;
  game?: { id: string; name: string };
}

/**
 * The thread's header (decision 0022): back to the list, the person, 'Re: {game}' linking to the game,
 * and the person's menu (block, report).
 */
export function ThreadHeader({ otherUser, game }: ThreadHeaderProps) {
  return (
    <div className={classes.header}>
      <Group gap="sm" wrap="nowrap">
        <ActionIcon component={Link} to="/messages" variant="subtle" size="lg" aria-label="Back to messages">
          <IconArrowLeft size={20} aria-hidden />
        </ActionIcon>
        {otherUser ? <UserAvatar user={otherUser} size="md" decorative /> : null}
        <Stack gap={0} miw={0}>
          <Title order={1} size="h4" lineClamp={1}>
            {otherUser ? displayName(otherUser) : 'Conversation'}
          </Title>
          {game ? (
            <Anchor component={Link} to={`/games/${game.id}`} size="sm" c="dimmed" truncate>
              Re: {game.name}
            </Anchor>
          ) : null}
        </Stack>
        {otherUser ? <PersonSafetyMenu person={otherUser} iconSize={20} ml="auto" /> : null}
      </Group>
    </div>
  );
}
