import { DialogRequestHost } from '@/components/dialog-request-host';
import { lazyNamed } from '@/lib/retryable-lazy';
import { useSafetyRequestStore } from '@/lib/safety-requests';

const SafetyDialog = lazyNamed(() => import('@/features/safety/components/safety-dialog'), 'SafetyDialog');

/**
 * The app's one report / block dialog (decision 0045), opened from the menus of posts, comments,
 * messages and people through src/lib/safety-requests.ts; its code loads on first use.
 */
export function SafetyHost({ userId }: { userId: string }) {
  return (
    <DialogRequestHost store={useSafetyRequestStore}>
      {(request, close) => <SafetyDialog userId={userId} request={request} onClose={close} />}
    </DialogRequestHost>
  );
}
