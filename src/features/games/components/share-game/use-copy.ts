import { useCallback, useEffect, useRef, useState } from 'react';
import { showFailure, showSuccess } from '@/lib/toasts';

/** docs/product.md §4 / §9: the 'copied' state lasts 2 seconds. */
export const COPIED_MS = 2000;

/**
 * Copies text with navigator.clipboard, toasts 'Copied!' with `message` (or 'Failed to copy to
 * clipboard'), and reports `copied` for 2 seconds.
 */
export function useCopy(message: string) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
      } catch {
        showFailure('Failed to copy to clipboard');
        return;
      }
      showSuccess({ title: 'Copied!', message });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    },
    [message],
  );

  return { copied, copy };
}
