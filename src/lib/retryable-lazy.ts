import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy keeps a rejected import for good: once a screen's or dialog's code failed to load
 * (offline before the service worker controls the page, a chunk gone after a deploy), every later
 * render throws the same error, and 'Try again' could never work. A component made here swaps in a
 * fresh React.lazy (a new import()) after a failure, but only when an error boundary is reset
 * (retryFailedImports, called by src/components/error-boundaries.tsx): swapping at the failure
 * itself would make React's own re-render after the rejection start a new import, and a screen
 * that can't load would retry forever instead of reaching its boundary (decision 0039).
 * Chromium fetches a module whose earlier import failed again (measured with Chromium 156).
 */
const failed = new Set<() => void>();

/** Gives every component whose code failed to load a new import for its next render. */
export function retryFailedImports(): void {
  const renewals = [...failed];
  failed.clear();
  for (const renew of renewals) renew();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function retryableLazy<C extends ComponentType<any>>(load: () => Promise<C>): C {
  const fresh = (): LazyExoticComponent<C> =>
    lazy(async () => {
      try {
        return { default: await load() };
      } catch (error) {
        failed.add(() => (current = fresh()));
        throw error;
      }
    });
  let current = fresh();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props pass through as they are
  const Retryable = (props: any) => createElement(current, props);
  return Retryable as unknown as C;
}

/** Modules loaded by preloadModule, by their load function. */
const preloaded = new WeakMap<() => Promise<unknown>, unknown>();

/**
 * Loads a module ahead of its first render (the warm start, src/main.tsx): a lazyNamed component of
 * the same load function that mounts afterwards renders it at once, in the same render, instead
 * of suspending for a microtask, committing its fallback and rendering again.
 */
export async function preloadModule<M>(load: () => Promise<M>): Promise<M> {
  const module = await load();
  preloaded.set(load, module);
  return module;
}

/** Whether preloadModule has loaded this module (its lazy component then renders at once). */
export function isPreloaded(load: () => Promise<unknown>): boolean {
  return preloaded.has(load);
}

/**
 * A retryable lazy component from a module's named export:
 * `lazyNamed(() => import('./x'), 'XPage')`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  const Lazy = retryableLazy(async () => (await load())[name]);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props pass through as they are
  const Named = (props: any) => {
    // Decided once per mount: a preload that ends while the lazy one shows must not swap the
    // component type under it (React would mount the screen again and lose its state).
    const [module] = useState(() => preloaded.get(load) as M | undefined);
    return createElement(module ? module[name] : Lazy, props);
  };
  return Named as unknown as M[K];
}
