import { DialogRequestHost } from '@/components/dialog-request-host';
import { lazyNamed } from '@/lib/retryable-lazy';
import { useSendMessageStore } from './send-message-store';

const SendMessageDialog = lazyNamed(() => import('@/features/messages/components/send-message-dialog'), 'SendMessageDialog');

/** The app's one Send message dialog (docs/product.md §2 Modals), opened through the store; its code loads on first use. */
export function SendMessageHost({ userId }: { userId: string }) {
  // A new recipient starts with an empty field.
  return (
    <DialogRequestHost store={useSendMessageStore} requestKey={(request) => `${request.game.id}/${request.recipient.id}`}>
      {(request, close) => <SendMessageDialog userId={userId} {...request} onClose={close} />}
    </DialogRequestHost>
  );
}
