import type { Message } from '@contract/messages';
import { Button, Center } from '@mantine/core';
import type { QueuedMessage } from '../../queued-messages';
import classes from './conversation-page.module.css';
import { MessageBubble } from './message-bubble';
import { useOnVisible } from './use-on-visible';
import { useThreadScroll } from './use-thread-scroll';

interface ThreadMessagesProps {
  userId: string;
  otherName: string;
  /** Oldest first (docs/product.md §2). */
  messages: readonly Message[];
  /** Mine still in the outbox, shown after the others as waiting (docs/architecture.md §7). */
  queued: readonly QueuedMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}

/**
 * The thread, oldest first: mine on the right, theirs on the left, each with its time; older
 * messages load as the person scrolls up to the top (or presses 'Load older messages').
 */
export function ThreadMessages({ userId, otherName, messages, queued, hasOlder, loadingOlder, onLoadOlder }: ThreadMessagesProps) {
  const ref = useOnVisible<HTMLDivElement>(() => {
    if (!loadingOlder) onLoadOlder();
  }, hasOlder);
  useThreadScroll(messages[0]?.id ?? null, queued.at(-1)?.id ?? messages.at(-1)?.id ?? null);
  return (
    <>
      {hasOlder ? (
        <Center ref={ref} pb="sm">
          <Button variant="subtle" size="xs" loading={loadingOlder} onClick={onLoadOlder}>
            Load older messages
          </Button>
        </Center>
      ) : null}
      <ol className={classes.list} aria-label={`Messages with ${otherName}`}>
        {messages.map((message) => {
          const mine = message.senderId === userId;
          return (
            <MessageBubble
              key={message.id}
              from={mine ? 'me' : 'them'}
              author={mine ? 'You' : otherName}
              content={message.content}
              createdAt={message.createdAt}
              removed={message.isRemoved}
              report={mine ? undefined : { targetType: 'message', targetId: message.id, description: `Message from ${otherName}` }}
            />
          );
        })}
        {queued.map((entry) => (
          <MessageBubble
            key={entry.id}
            from="me"
            author="You"
            content={entry.payload.content}
            waiting={entry.status === 'failed' ? 'failed' : 'waiting'}
          />
        ))}
      </ol>
    </>
  );
}
