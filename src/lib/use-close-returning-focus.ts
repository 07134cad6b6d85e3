import { useState } from 'react';

/**
 * For a dialog that goes away at once when closed (unmounted, not animated out): Mantine's focus
 * return has nothing to return to, so keyboard focus goes back by hand to what had it when the
 * dialog opened (the button that opened it), if that is still on the page. Answers the dialog's close.
 */
export function useCloseReturningFocus(onClose: () => void): () => void {
  const [focusedBefore] = useState(() => document.activeElement);
  return () => {
    onClose();
    if (focusedBefore instanceof HTMLElement && focusedBefore.isConnected) focusedBefore.focus();
  };
}
