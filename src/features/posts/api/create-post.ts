import type { CreatePostInput, Post } from '@contract/posts';
import type { Game } from '@contract/games';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { blobToDataUrl } from '@/lib/blob-to-data-url';
import { invalidatePostViews } from './invalidate-post-views';

export const SHARED = 'Your accomplishment has been shared!';
export const SHARE_FAILED = 'Failed to share your accomplishment. Please try again.';
/** One toast id for a share's outcome: sending again replaces the last attempt's toast instead of queueing behind it. */
const SHARE_TOAST_ID = 'share-accomplishment';

/**
 * POST /api/posts into one game. The key makes a resend of the same request harmless: the server
 * answers a repeat with the stored post instead of writing a second one (DESIGN §4).
 */
export function createPost(input: CreatePostInput, idempotencyKey: string): Promise<Post> {
  return api.post<Post>('/api/posts', input, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** One game a share goes into, with the key of its own POST. */
export interface ShareTarget {
  game: Pick<Game, 'id' | 'name'>;
  idempotencyKey: string;
}

/**
 * One share action (DESIGN §6): the same content, photo and moment for every game. The photo stays
 * a Blob up to here, so the offline outbox (issue 5) can take this same input and store it as is.
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
  failed: { target: ShareTarget; error: unknown }[];
}

/**
 * Sends a share: one POST per game (SPEC §7), side by side, each with its own Idempotency-Key.
 * Never rejects for a refused post: the outcome says which games have it and which don't.
 */
export async function shareAccomplishment({ content, photo, createdAt, targets }: ShareAccomplishmentInput): Promise<ShareOutcome> {
  const image = photo ? await blobToDataUrl(photo) : null;
  const results = await Promise.allSettled(
    targets.map((target) => createPost({ content, image, gameId: target.game.id, createdAt }, target.idempotencyKey)),
  );
  const outcome: ShareOutcome = { shared: [], failed: [] };
  results.forEach((result, index) => {
    const target = targets[index] as ShareTarget;
    if (result.status === 'fulfilled') outcome.shared.push(target);
    else outcome.failed.push({ target, error: result.reason });
  });
  return outcome;
}

const gameNames = (targets: ShareTarget[]) => targets.map((target) => target.game.name).join(', ');

interface ShareCallbacks {
  /** Every game has the post: the dialog closes. */
  onShared: () => void;
  /** Some games have it and some don't: the dialog stays, left with the games that failed. */
  onPartlyShared: (failed: ShareTarget[]) => void;
}

/**
 * Share Your Accomplishment's send, with SPEC §8's toasts. A share that reached only some of its
 * games says so by name rather than claiming success or failure for all; the person can send the
 * rest again (their keys are kept, so nothing that did arrive is posted twice).
 */
export function useShareAccomplishment({ onShared, onPartlyShared }: ShareCallbacks) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ShareAccomplishmentInput) => {
      const outcome = await shareAccomplishment(input);
      if (outcome.shared.length === 0) throw outcome.failed[0]?.error ?? new Error(SHARE_FAILED);
      return outcome;
    },
    onMutate: () => notifications.hide(SHARE_TOAST_ID),
    onSuccess: async ({ shared, failed }) => {
      if (failed.length === 0) {
        notifications.show({ id: SHARE_TOAST_ID, color: 'green', message: SHARED });
        onShared();
      } else {
        const failedTargets = failed.map(({ target }) => target);
        notifications.show({
          id: SHARE_TOAST_ID,
          color: 'yellow',
          title: `Shared to ${gameNames(shared)}`,
          message: `Failed to share your accomplishment to ${gameNames(failedTargets)}. Please try again.`,
        });
        onPartlyShared(failedTargets);
      }
      // Posts, activity, my stats and accomplishments, the games' scores and post counts.
      await invalidatePostViews(queryClient);
    },
    onError: () => {
      notifications.show({ id: SHARE_TOAST_ID, color: 'red', title: 'Error', message: SHARE_FAILED });
    },
  });
}
