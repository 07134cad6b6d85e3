import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Group } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useSendMessage } from '../../api/send-message';
import { MessageField, useMessageForm } from '../message-field';
import classes from './conversation-page.module.css';

interface ThreadComposerProps {
  userId: string;
  game: { id: string; name: string };
  recipient: { id: string; name: string };
}

/**
 * The reply box at the foot of a thread: sends to this person about this game through the outbox,
 * like the Send message dialog (our choice over docs/product.md's send that only clears the input: a reply
 * that goes nowhere is a defect; see the decision note). Blank text keeps send disabled.
 */
export function ThreadComposer({ userId, game, recipient }: ThreadComposerProps) {
  const send = useSendMessage(userId, { inThread: true });
  const form = useMessageForm();
  const blank = !form.watch('content').trim();
  const submit = form.handleSubmit(({ content }) => {
    if (send.isPending) return;
    const payload = { gameId: game.id, recipientId: recipient.id, content, recipientName: recipient.name, gameName: game.name };
    send.mutate(payload, { onSuccess: (delivery) => delivery.status !== 'signed-out' && form.reset() });
  });
  return (
    <form className={classes.composer} noValidate onSubmit={submit}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <MessageField
          form={form}
          flex={1}
          lines={1}
          aria-label={`Message to ${recipient.name}`}
          placeholder="Write a message..."
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends; Enter alone starts a new line (a phone keyboard's Return).
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              void submit();
            }
          }}
        />
        <ActionIcon type="submit" size="input-sm" aria-label="Send" disabled={blank} loading={send.isPending}>
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </form>
  );
}
