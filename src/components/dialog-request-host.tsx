import { type ReactNode, Suspense } from 'react';
import { useStore } from 'zustand';
import { DialogErrorBoundary } from '@/components/error-boundaries';
import type { DialogRequestStore } from '@/lib/dialog-request-store';
import { useCloseReturningFocus } from '@/lib/use-close-returning-focus';

type RenderDialog<R> = (request: R, close: () => void) => ReactNode;

function OpenDialog<R>({ request, onClose, render }: { request: R; onClose: () => void; render: RenderDialog<R> }) {
  const close = useCloseReturningFocus(onClose);
  return <Suspense fallback={null}>{render(request, close)}</Suspense>;
}

interface DialogRequestHostProps<R> {
  store: DialogRequestStore<R>;
  /** A key per request where a new one must start the dialog afresh (an empty field for a new recipient). */
  requestKey?: (request: R) => string;
  /** The dialog for the open request; a lazily loaded one is waited for here. */
  children: RenderDialog<R>;
}

/**
 * The host of a dialog opened from anywhere through its store (src/lib/dialog-request-store.ts),
 * mounted once in the signed-in layout: it renders the open request's dialog, whose code loads on
 * first use, and an error boundary that closing and reopening tries again.
 */
export function DialogRequestHost<R>({ store, requestKey, children }: DialogRequestHostProps<R>) {
  const request = useStore(store, (state) => state.request);
  const close = useStore(store, (state) => state.close);
  return (
    <DialogErrorBoundary resetKeys={[request]} onClose={close}>
      {request !== null && <OpenDialog key={requestKey?.(request)} request={request} onClose={close} render={children} />}
    </DialogErrorBoundary>
  );
}
