import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Badge.css';
import { REMOVED_BY_MODERATORS } from '@contract/removed-content';
import { ActionIcon, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconClockHour4, IconDots } from '@tabler/icons-react';
import { MenuOnPress } from '@/components/menu-on-press';
import { RemovedBadge } from '@/components/removed-content';
import { ReportMenuItem } from '@/components/safety-menu-items';
import type { ReportTarget } from '@/lib/safety-requests';
import { messageTime } from '../../message-time';
import classes from './message-bubble.module.css';

interface MessageBubbleProps {
  /** Mine on the right, theirs on the left (docs/product.md §2). */
  from: 'me' | 'them';
  /** Who wrote it, for screen readers ('You' or their name). */
  author: string;
  content: string;
  /** When it was written; none while it waits in the outbox. */
  createdAt?: string;
  /** Still in the outbox (docs/architecture.md §7): 'Waiting to send', or 'Not sent' once refused. */
  waiting?: 'waiting' | 'failed';
  /**
   * Hidden by moderators (decision 0040): theirs reads '[Removed by moderators]' in italics (the
   * server sends that text), mine keeps its text with a mark.
   */
  removed?: boolean;
  /** 'Report' in the message's menu: theirs only (docs/decisions/0040-trust-and-safety.md). */
  report?: ReportTarget;
}

/** One message of a thread, with its time or its outbox state below it, and 'Report' on theirs. */
export function MessageBubble({ from, author, content, createdAt, waiting, removed = false, report }: MessageBubbleProps) {
  const masked = removed && from === 'them';
  return (
    <li className={classes.item} data-from={from} data-waiting={waiting} data-removed={masked || undefined}>
      <VisuallyHidden>{`${author}:`}</VisuallyHidden>
      <div className={classes.bubble}>{masked ? REMOVED_BY_MODERATORS : content}</div>
      {removed && from === 'me' ? <RemovedBadge /> : null}
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
        {report && !masked ? (
          <MenuOnPress
            position="bottom-start"
            target={
              <ActionIcon variant="subtle" color="gray" size="sm" aria-label={`Actions for message from ${author}`}>
                <IconDots size={14} aria-hidden />
              </ActionIcon>
            }
          >
            <ReportMenuItem target={report} />
          </MenuOnPress>
        ) : null}
      </Group>
    </li>
  );
}
