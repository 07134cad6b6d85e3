import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type RefObject } from 'react';

/**
 * A long list's first screen first (decision 0055): the first `first` items render at once, the rest
 * when the list's end comes within half a screen of the viewport (an IntersectionObserver on a sentinel
 * after the last rendered item) or when Tab is pressed in the list, so a keyboard reaches every item:
 * the rest renders in the keydown, before the browser moves the focus on. Not on focus itself: a tap
 * on an item's link focuses it too, and rendering the rest then added a long list's render to the
 * tap that opens the item (decision 0055). Once shown, the rest stays.
 * Without IntersectionObserver (tests in jsdom, old browsers) everything renders at once.
 *
 * Returns how many items to render, whether some wait (then render an element with `sentinelRef`,
 * `aria-hidden` and `SENTINEL_STYLE` after them, an <li> in a list), and the list's keydown handler.
 */
export function useRestWhenNear<T extends HTMLElement>(
  total: number,
  first: number,
): { shown: number; waiting: boolean; sentinelRef: RefObject<T | null>; onKeyDown: (event: KeyboardEvent) => void } {
  const [all, setAll] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useRef<T>(null);
  const pending = !all && total > first;
  useEffect(() => {
    const element = ref.current;
    if (!pending || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setAll(true);
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [pending]);
  return {
    shown: pending ? first : total,
    waiting: pending,
    sentinelRef: ref,
    onKeyDown: (event) => {
      if (event.key === 'Tab') setAll(true);
    },
  };
}

/**
 * No size and no marker; the negative margin takes back the list's gap (a CSS length), so nothing
 * moves when it goes.
 */
export function sentinelStyle(gap: string): CSSProperties {
  return { height: 0, marginTop: `calc(-1 * ${gap})`, listStyle: 'none' };
}

/** The sentinel of a list whose gap is Mantine's `sm` spacing. */
export const SENTINEL_STYLE = sentinelStyle('var(--mantine-spacing-sm)');

/**
 * The sentinel of a list whose waiting items' height is known (`height`, a CSS length): it holds
 * their place, so nothing below the list moves when they come (CLS, decision 0055).
 */
export function placeholderStyle(height: string): CSSProperties {
  return { height, listStyle: 'none' };
}
