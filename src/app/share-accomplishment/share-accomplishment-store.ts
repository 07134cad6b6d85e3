import { create } from 'zustand';
import type { ShareAccomplishmentInitial } from '@/features/posts/components/share-accomplishment/share-form-schema';

/** What the Share Your Accomplishment dialog opens with: a game to preselect, shared-in text or photo. */
export type ShareAccomplishmentRequest = ShareAccomplishmentInitial;

interface ShareAccomplishmentState {
  /** The open dialog's starting values; null while it is closed. */
  request: ShareAccomplishmentRequest | null;
  open: (request?: ShareAccomplishmentRequest) => void;
  close: () => void;
}

/**
 * One dialog for the whole app (UI state only): Home, the game page and the share target all ask
 * for it here, and the host mounted in the signed-in layout renders it.
 */
export const useShareAccomplishmentStore = create<ShareAccomplishmentState>((set) => ({
  request: null,
  open: (request = {}) => set({ request }),
  close: () => set({ request: null }),
}));

export const openShareAccomplishment = (request?: ShareAccomplishmentRequest) =>
  useShareAccomplishmentStore.getState().open(request);
