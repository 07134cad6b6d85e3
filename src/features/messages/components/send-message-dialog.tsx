import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { User } from '@contract/user';
import { Button, Group, Modal, type ModalBaseCloseButtonProps, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useRef } from 'react';
import { displayName } from '@/lib/display-name';
import { OWN_ESCAPE, useOwnEscape } from '@/lib/use-own-escape';
import { useSendMessage } from '../api/send-message';
import { MessageField, useMessageForm } from './message-field';

export interface SendMessageDialogProps {
  userId: string;
  game: { id: string; name: string };
  recipient: User;
  onClose: () => void;
}

/**
 * docs/product.md §2 "Send message" (game page participants, My Group members): to one other participant
 * about one game. Sent, queued offline (docs/product.md's toasts either way) or refused with the text kept.
 */
export function SendMessageDialog({ userId, game, recipient, onClose }: SendMessageDialogProps) {
  const root = useRef<HTMLDivElement>(null);
  useOwnEscape(root, onClose);
  const send = useSendMessage(userId);
  const form = useMessageForm();
  const blank = !form.watch('content').trim();
  const name = displayName(recipient);
  return (
    <Modal ref={root} opened onClose={onClose} title={`Send message to ${name}`} centered closeButtonProps={{ 'aria-label': 'Close', ...OWN_ESCAPE } as ModalBaseCloseButtonProps}>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ content }) => {
          if (send.isPending) return;
          const payload = { gameId: game.id, recipientId: recipient.id, content, recipientName: name, gameName: game.name };
          send.mutate(payload, { onSuccess: (delivery) => delivery.status !== 'signed-out' && onClose() });
        })}
      >
        <Stack gap="md">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            Re: {game.name}
          </Text>
          <MessageField form={form} label="Message" placeholder="Write a message..." data-autofocus {...OWN_ESCAPE} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} {...OWN_ESCAPE}>
              Cancel
            </Button>
            <Button type="submit" leftSection={<IconSend size={16} aria-hidden />} disabled={blank} loading={send.isPending} {...OWN_ESCAPE}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
