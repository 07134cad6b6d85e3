import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module with named exports: `lazyPage(() => import('./x'), 'XPage')`.
 * Every route goes through this, so a screen's code loads only when it is visited.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
