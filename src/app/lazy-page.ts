import type { ComponentType } from 'react';
import { lazyNamed } from '@/lib/retryable-lazy';

/**
 * React.lazy for a module with named exports: `lazyPage(() => import('./x'), 'XPage')`.
 * Every route goes through this, so a screen's code loads only when it is visited; after a failed
 * load, 'Try again' on the error boundary imports it again (src/lib/retryable-lazy.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazyNamed(load, name);
}
