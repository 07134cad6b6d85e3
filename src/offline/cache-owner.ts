import { deviceStorage } from '@/lib/device-storage';

/**
 * Whose data this device keeps (the persisted query cache, and through it which IndexedDB key is
 * read at start-up): the id of the person last signed in here. In localStorage, because it must be
 * known synchronously before the first render, and offline the user fetch never answers.
 */
const KEY = 'cacheOwner';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Storage blocked (private mode, policy): nothing is kept on this device. */
const read = (): string | null => deviceStorage.get(KEY);

export const cacheOwner = {
  get: read,

  set(userId: string | null): void {
    deviceStorage.set(KEY, userId || null);
    listeners.forEach((listener) => listener());
  },

  /** Told when the owner changes in this tab; `onOtherTab` when another tab changed it. */
  subscribe(listener: Listener, onOtherTab?: (owner: string | null) => void): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key !== KEY && event.key !== null) return;
      listener();
      onOtherTab?.(read());
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};
