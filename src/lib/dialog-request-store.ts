import { create, type StoreApi, type UseBoundStore } from 'zustand';

/** One of the app's dialogs, asked for from anywhere (UI state only). */
export interface DialogRequestState<R> {
  /** What the open dialog shows; null while it is closed. */
  request: R | null;
  open: (request: R) => void;
  close: () => void;
}

export type DialogRequestStore<R> = UseBoundStore<StoreApi<DialogRequestState<R>>>;

/**
 * The store of a dialog that screens of several features open (Send message, report and block):
 * they ask through it, and its host in the signed-in layout (src/components/dialog-request-host.tsx)
 * renders the dialog. A store of its own per dialog, so each host re-renders only for its dialog.
 */
export function createDialogRequestStore<R>(): DialogRequestStore<R> {
  return create<DialogRequestState<R>>((set) => ({
    request: null,
    open: (request) => set({ request }),
    close: () => set({ request: null }),
  }));
}
