import type { User } from '@contract/user';
import { createDialogRequestStore } from '@/lib/dialog-request-store';

/** Whom to write to, about which game. */
export interface SendMessageRequest {
  game: { id: string; name: string };
  recipient: User;
}

/**
 * One Send message dialog for the whole app (UI state only): the participants dialog and the My
 * Group card (games and groups features) ask for it through the app layer, which knows the
 * messages feature; the host in the signed-in layout renders it.
 */
export const useSendMessageStore = createDialogRequestStore<SendMessageRequest>();

export const openSendMessage = (request: SendMessageRequest) => useSendMessageStore.getState().open(request);
