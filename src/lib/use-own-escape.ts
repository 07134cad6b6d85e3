import { type RefObject, useEffect, useRef } from 'react';

/**
 * Escape closes this dialog only. A dialog may open over another one (the game page's
 * participants), and every open Mantine modal closes on Escape from a window listener, unless the
 * key comes from an element marked with OWN_ESCAPE: so every control of such a dialog is, and the
 * dialog listens itself (useOwnEscape).
 */
export const OWN_ESCAPE = { 'data-mantine-stop-propagation': true } as const;

export function useOwnEscape(root: RefObject<HTMLElement | null>, onClose: () => void): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing && event.target instanceof Node && root.current?.contains(event.target)) {
        close.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [root]);
}
