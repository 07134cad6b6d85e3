import { createDialogRequestStore } from '@/lib/dialog-request-store';
import type { ShareAccomplishmentInitial } from '@/features/posts/components/share-accomplishment/share-form-schema';

/** What the Share Your Accomplishment dialog opens with: a game to preselect, shared-in text or photo. */
export type ShareAccomplishmentRequest = ShareAccomplishmentInitial;

/**
 * One dialog for the whole app (UI state only): Home, the game page and the share target all ask
 * for it here, and the host mounted in the signed-in layout renders it.
 */
export const useShareAccomplishmentStore = createDialogRequestStore<ShareAccomplishmentRequest>();

export const openShareAccomplishment = (request: ShareAccomplishmentRequest = {}) =>
  useShareAccomplishmentStore.getState().open(request);
