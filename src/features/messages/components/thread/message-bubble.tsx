import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { messageTime } from '../../message-time';
import classes from './message-bubble.module.css';

interface MessageBubbleProps {
  /** Mine on the right, theirs on the left (SPEC §2). */
  from: 'me' | 'them';
  /** Who wrote it, for screen readers ('You' or their name). */
  author: string;
  content: string;
  /** When it was written; none while it waits in the outbox. */
  createdAt?: string;
  /** Still in the outbox (DESIGN §7): 'Waiting to send', or 'Not sent' once refused. */
  waiting?: 'waiting' | 'failed';
}

/** One message of a thread, with its time or its outbox state below it. */
export function MessageBubble({ from, author, content, createdAt, waiting }: MessageBubbleProps) {
  return (
    <li className={classes.item} data-from={from} data-waiting={waiting}>
      <VisuallyHidden>{`${author}:`}</VisuallyHidden>
      <div className={classes.bubble}>{content}</div>
      <Group gap={6} wrap="nowrap">
        {createdAt ? (
          <Text component="time" dateTime={createdAt} size="xs" c="dimmed">
            {messageTime(createdAt)}
          </Text>
        ) : null}
        {waiting ? (
          <Badge
            size="xs"
            variant="light"
            color={waiting === 'failed' ? 'red' : 'gray'}
            leftSection={<IconClockHour4 size={10} aria-hidden />}
          >
            {waiting === 'failed' ? 'Not sent' : 'Waiting to send'}
          </Badge>
        ) : null}
      </Group>
    </li>
  );
}
