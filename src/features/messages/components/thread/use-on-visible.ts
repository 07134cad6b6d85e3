import { useEffect, useRef } from 'react';

/**
 * While `enabled` (the element is rendered), calls `onVisible` whenever the element comes within `margin` of the viewport (the top of a
 * thread: older messages load before the person reaches them). Where IntersectionObserver is
 * missing, nothing happens: the button it wraps still works.
 */
export function useOnVisible<T extends HTMLElement>(onVisible: () => void, enabled: boolean, margin = '200px') {
  const ref = useRef<T>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: `${margin} 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, margin]);
  return ref;
}
