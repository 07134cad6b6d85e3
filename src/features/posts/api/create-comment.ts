import type { CreateCommentInput } from '@contract/posts';
import { useMutation } from '@tanstack/react-query';
import { deliveryToast } from '@/lib/toasts';
import { appOutbox } from '@/offline/outbox/app-outbox';
import type { Delivery } from '@/offline/outbox/outbox';
import { commentOutboxKind } from './comment-outbox-kind';

export const COMMENT_ADDED = 'Comment added successfully!';
export const COMMENT_FAILED = 'Failed to add comment';
export const COMMENT_QUEUED = "You're offline. Your comment will be posted as soon as you're back online.";

/**
 * POST /api/comments `{ content, postId }` through the outbox (docs/architecture.md §7): sent at once when
 * online, kept and sent later when not, under one Idempotency-Key so a replay never adds a twin.
 */
export async function addComment(userId: string, input: CreateCommentInput): Promise<Delivery> {
  const [delivery] = await appOutbox.deliver(userId, [{ write: commentOutboxKind.write(input) }]);
  return delivery ?? { status: 'refused', message: null };
}

/**
 * The comment box's send, with docs/product.md §8's toasts. Offline the comment shows at once under the post,
 * marked as waiting; what arrives refreshes the post views through the outbox sync.
 */
export function useCreateComment(userId: string) {
  return useMutation({
    // The outbox keeps this write; the query cache must not pause it while offline.
    networkMode: 'always',
    mutationFn: async (input: CreateCommentInput) => {
      const delivery = await addComment(userId, input);
      if (delivery.status === 'refused') throw new Error(delivery.message ?? COMMENT_FAILED);
      return delivery;
    },
    meta: { successMessage: (delivery: Delivery) => deliveryToast(delivery, COMMENT_ADDED, COMMENT_QUEUED), errorMessage: COMMENT_FAILED },
  });
}
