import { useLayoutEffect, useRef } from 'react';

const NEAR_BOTTOM_PX = 160;

const scroller = () => document.scrollingElement ?? document.documentElement;
const nearBottom = () => {
  const el = scroller();
  return el.scrollHeight - (el.scrollTop + window.innerHeight) < NEAR_BOTTOM_PX;
};

/**
 * The thread scrolls with the page (a phone's own scrolling, keyboard scrolling for free):
 * it opens at the newest message; when older ones are put above, the view stays on what the
 * person was reading; a new one at the end is followed if they were at the end already.
 * `oldest` and `newest` identify the first and last rows shown (ids), null while none are.
 */
export function useThreadScroll(oldest: string | null, newest: string | null) {
  const seen = useRef<{ oldest: string | null; newest: string | null; height: number; atEnd: boolean }>({
    oldest: null,
    newest: null,
    height: 0,
    atEnd: true,
  });

  // After every commit (no deps): the height before a change is the one the last commit left.
  useLayoutEffect(() => {
    const before = seen.current;
    const height = scroller().scrollHeight;
    if (newest && before.newest === null) {
      // First rows on screen: start at the end, as messaging apps do.
      window.scrollTo({ top: height });
    } else if (oldest !== before.oldest && before.oldest !== null && newest === before.newest) {
      // Older messages went in above: keep the same rows in view.
      window.scrollTo({ top: scroller().scrollTop + height - before.height });
    } else if (newest !== before.newest && before.atEnd) {
      window.scrollTo({ top: height });
    }
    seen.current = { oldest, newest, height: scroller().scrollHeight, atEnd: nearBottom() };
  });

  // Whether the person is at the end, as of their last scroll (decides following a new message).
  useLayoutEffect(() => {
    const onScroll = () => {
      seen.current.atEnd = nearBottom();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
}
