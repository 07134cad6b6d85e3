import '@mantine/core/styles/Badge.css';
import type { Conversation } from '@contract/messages';
import { Badge, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { capCount } from '@/lib/cap-count';
import { displayName } from '@/lib/display-name';
import { messageTime } from '../message-time';
import classes from './conversation-row.module.css';

/** docs/product.md §9: unread badges stop at '99+'. */
const UNREAD_MAX = 99;

/** The path of a conversation's thread (docs/product.md §2: selecting a conversation opens it). */
export const threadRoute = (gameId: string, userId: string) => `/messages/${gameId}/${userId}`;

/**
 * One conversation of /messages (docs/product.md §2): avatar, name, 'Re: {game name}', the last message on one
 * line, its time and the unread badge; bold while something in it is unread.
 */
export function ConversationRow({ conversation, userId }: { conversation: Conversation; userId: string }) {
  const { otherUser, game, lastMessage, unreadCount } = conversation;
  const unread = unreadCount > 0;
  const mine = lastMessage.senderId === userId;
  return (
    <li>
      <UnstyledButton component={Link} to={threadRoute(game.id, otherUser.id)} className={classes.row}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar user={otherUser} size="md" decorative />
          <Stack gap={2} flex={1} miw={0}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text fw={unread ? 700 : 600} truncate>
                {displayName(otherUser)}
              </Text>
              <Text component="time" dateTime={lastMessage.createdAt} size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                {messageTime(lastMessage.createdAt)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" truncate>
              Re: {game.name}
            </Text>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Text size="sm" fw={unread ? 600 : 400} truncate>
                {mine ? 'You: ' : ''}
                {lastMessage.content}
              </Text>
              {unread ? (
                <>
                  <Badge color="red" variant="filled" size="sm" circle={unreadCount < 10} style={{ flexShrink: 0 }} aria-hidden>
                    {capCount(unreadCount, UNREAD_MAX)}
                  </Badge>
                  <VisuallyHidden>{`, ${capCount(unreadCount, UNREAD_MAX)} unread`}</VisuallyHidden>
                </>
              ) : null}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
