import { Suspense, useState } from 'react';
import { DialogErrorBoundary } from '@/components/error-boundaries';
import { lazyNamed } from '@/lib/retryable-lazy';
import { type SafetyRequest, useSafetyRequestStore } from '@/lib/safety-requests';

const SafetyDialog = lazyNamed(() => import('@/features/safety/components/safety-dialog'), 'SafetyDialog');

function OpenDialog({ userId, request, onClose }: { userId: string; request: SafetyRequest; onClose: () => void }) {
  // The dialog goes away at once when closed, so Mantine's focus return has nothing to return to:
  // keyboard focus goes back by hand to the menu button that opened it.
  const [focusedBefore] = useState(() => document.activeElement);
  const close = () => {
    onClose();
    if (focusedBefore instanceof HTMLElement && focusedBefore.isConnected) focusedBefore.focus();
  };
  return (
    <Suspense fallback={null}>
      <SafetyDialog userId={userId} request={request} onClose={close} />
    </Suspense>
  );
}

/**
 * The app's one report / block dialog (decision 0045), opened from the menus of posts, comments,
 * messages and people through src/lib/safety-requests.ts; its code loads on first use.
 */
export function SafetyHost({ userId }: { userId: string }) {
  const request = useSafetyRequestStore((state) => state.request);
  const close = useSafetyRequestStore((state) => state.close);
  return (
    <DialogErrorBoundary resetKeys={[request]} onClose={close}>
      {request && <OpenDialog userId={userId} request={request} onClose={close} />}
    </DialogErrorBoundary>
  );
}
