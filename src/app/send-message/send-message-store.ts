import type { User } from '@contract/user';
import { create } from 'zustand';

/** Whom to write to, about which game. */
export interface SendMessageRequest {
  game: { id: string; name: string };
  recipient: User;
}

interface SendMessageState {
  /** The open dialog's recipient and game; null while it is closed. */
  request: SendMessageRequest | null;
  open: (request: SendMessageRequest) => void;
  close: () => void;
}

/**
 * One Send message dialog for the whole app (UI state only): the participants dialog and the My
 * Group card (games and groups features) ask for it through the app layer, which knows the
 * messages feature; the host in the signed-in layout renders it.
 */
export const useSendMessageStore = create<SendMessageState>((set) => ({
  request: null,
  open: (request) => set({ request }),
  close: () => set({ request: null }),
}));

export const openSendMessage = (request: SendMessageRequest) => useSendMessageStore.getState().open(request);
