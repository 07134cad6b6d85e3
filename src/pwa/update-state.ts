import { create } from 'zustand';

/**
 * Whether a new version of the app is installed and waiting (register-service-worker.ts sets it),
 * and how to switch to it. Switching is only ever done when the person presses Reload: a surprise
 * reload could lose a half-written post.
 */
export const useUpdateState = create<{ waiting: boolean; apply: (() => void) | null }>(() => ({
  waiting: false,
  apply: null,
}));
