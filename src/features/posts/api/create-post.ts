import type { Game } from '@contract/games';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import type { Toast } from '@/lib/toasts';
import { appOutbox } from '@/offline/outbox/app-outbox';
import { postOutboxKind } from './post-outbox-kind';

export const SHARED = 'Your accomplishment has been shared!';
export const SHARE_FAILED = 'Failed to share your accomplishment. Please try again.';
/** One toast id for a share's outcome: sending again replaces the last attempt's toast instead of queueing behind it. */
const SHARE_TOAST_ID = 'share-accomplishment';

/** One game a share goes into, with the key of its own POST. */
export interface ShareTarget {
  game: Pick<Game, 'id' | 'name'>;
  idempotencyKey: string;
}

/**
 * One share action (docs/architecture.md §6): the same content, photo and moment for every game. The photo stays
 * a Blob: the outbox stores it as it is and makes the data URL only when it sends.
 */
export interface ShareAccomplishmentInput {
  content: string;
  photo: Blob | null;
  /** The moment of the share (ISO): the server keeps it inside the game's window, even if sent later. */
  createdAt: string;
  targets: ShareTarget[];
}

export interface ShareOutcome {
  shared: ShareTarget[];
  /** Kept in the outbox (offline, the server busy, signed out): sent when that passes. */
  queued: ShareTarget[];
  /** Refused by the server (the game ended, …): taken out of the outbox again, the dialog says so. */
  failed: { target: ShareTarget; message: string }[];
  /** The session had ended: what is queued waits for the same person's sign-in (docs/product.md §8 redirect under way). */
  signedOut: boolean;
}

/**
 * Sends a share through the outbox (docs/architecture.md §7): one POST /api/posts per game (docs/product.md §7), each entry
 * keyed by its target's Idempotency-Key, so a share that waited offline or whose answer was lost
 * is never posted twice. Answers which games have it, which will get it later and which refused.
 */
export async function shareAccomplishment(userId: string, { content, photo, createdAt, targets }: ShareAccomplishmentInput): Promise<ShareOutcome> {
  const deliveries = await appOutbox.deliver(
    userId,
    targets.map(({ game, idempotencyKey }) => ({
      write: postOutboxKind.write({ gameId: game.id, gameName: game.name, content, createdAt, photo }),
      id: idempotencyKey,
    })),
  );
  const outcome: ShareOutcome = { shared: [], queued: [], failed: [], signedOut: false };
  deliveries.forEach((delivery, index) => {
    const target = targets[index]!;
    if (delivery.status === 'sent') outcome.shared.push(target);
    else if (delivery.status === 'queued') outcome.queued.push(target);
    else if (delivery.status === 'signed-out') {
      outcome.queued.push(target);
      outcome.signedOut = true;
    } else outcome.failed.push({ target, message: delivery.message ?? SHARE_FAILED });
  });
  return outcome;
}

const gameNames = (targets: ShareTarget[]) => targets.map((target) => target.game.name).join(', ');

interface ShareCallbacks {
  /** Every game has the post, or will get it from the outbox: the dialog closes. */
  onShared: () => void;
  /** Some games refused it: the dialog stays, left with those games. */
  onPartlyShared: (failed: ShareTarget[]) => void;
}

export const SHARE_QUEUED = "You're offline. Your accomplishment will be shared as soon as you're back online.";

/**
 * What a share's outcome says. Signed out, nothing (not "You're offline"): the 'Unauthorized' toast
 * and the login redirect are under way, and the share waits in the outbox for the same person.
 */
function shareToast({ shared, queued, failed, signedOut }: ShareOutcome): Toast | null {
  if (signedOut) return null;
  if (failed.length > 0) {
    return {
      id: SHARE_TOAST_ID,
      color: 'yellow',
      title: `Shared to ${gameNames([...shared, ...queued])}`,
      message: `Failed to share your accomplishment to ${gameNames(failed.map(({ target }) => target))}. Please try again.`,
    };
  }
  if (queued.length > 0) return { id: SHARE_TOAST_ID, color: 'blue', title: 'Saved on this device', message: SHARE_QUEUED };
  return { id: SHARE_TOAST_ID, message: SHARED };
}

/**
 * Share Your Accomplishment's send, with docs/product.md §8's toasts. Offline, the share waits in the outbox
 * and the dialog closes (it shows at once, marked as waiting). A share that some games refused
 * says so by name rather than claiming success or failure for all; the person can send the rest
 * again (their keys are kept, so nothing that did arrive is posted twice).
 */
export function useShareAccomplishment(userId: string, { onShared, onPartlyShared }: ShareCallbacks) {
  return useMutation({
    // The outbox keeps this write; the query cache must not pause it while offline.
    networkMode: 'always',
    mutationFn: async (input: ShareAccomplishmentInput) => {
      const outcome = await shareAccomplishment(userId, input);
      if (outcome.shared.length === 0 && outcome.queued.length === 0) throw new Error(SHARE_FAILED);
      return outcome;
    },
    onMutate: () => notifications.hide(SHARE_TOAST_ID),
    meta: { successMessage: shareToast, errorMessage: { id: SHARE_TOAST_ID, message: SHARE_FAILED } },
    onSuccess: ({ failed, signedOut }) => {
      if (!signedOut && failed.length > 0) onPartlyShared(failed.map(({ target }) => target));
      else onShared();
      // What arrived refreshes the post views through the outbox sync (one refresh per flush).
    },
  });
}
