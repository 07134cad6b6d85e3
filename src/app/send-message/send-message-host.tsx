import { Suspense, useState } from 'react';
import { DialogErrorBoundary } from '@/components/error-boundaries';
import { lazyNamed } from '@/lib/retryable-lazy';
import { type SendMessageRequest, useSendMessageStore } from './send-message-store';

const SendMessageDialog = lazyNamed(() => import('@/features/messages/components/send-message-dialog'), 'SendMessageDialog');

function OpenDialog({ userId, request, onClose }: { userId: string; request: SendMessageRequest; onClose: () => void }) {
  // The dialog goes away at once when closed, so Mantine's focus return has nothing to return to:
  // keyboard focus goes back by hand to the message button that opened it.
  const [focusedBefore] = useState(() => document.activeElement);
  const close = () => {
    onClose();
    if (focusedBefore instanceof HTMLElement && focusedBefore.isConnected) focusedBefore.focus();
  };
  return (
    <Suspense fallback={null}>
      <SendMessageDialog userId={userId} {...request} onClose={close} />
    </Suspense>
  );
}

/** The app's one Send message dialog (docs/product.md §2 Modals), opened through the store; its code loads on first use. */
export function SendMessageHost({ userId }: { userId: string }) {
  const request = useSendMessageStore((state) => state.request);
  const close = useSendMessageStore((state) => state.close);
  // A new recipient starts with an empty field.
  return (
    <DialogErrorBoundary resetKeys={[request]} onClose={close}>
      {request && <OpenDialog key={`${request.game.id}/${request.recipient.id}`} userId={userId} request={request} onClose={close} />}
    </DialogErrorBoundary>
  );
}
