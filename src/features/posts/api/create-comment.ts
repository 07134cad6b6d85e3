import { deliveryToast } from '@/lib/toasts';
import type { Delivery } from '@/offline/outbox/outbox';
import { useOutboxWrite } from '@/offline/outbox/use-outbox-write';
import { commentOutboxKind } from './comment-outbox-kind';

export const COMMENT_ADDED = 'Comment added successfully!';
export const COMMENT_FAILED = 'Failed to add comment';
export const COMMENT_QUEUED = "You're offline. Your comment will be posted as soon as you're back online.";

/**
 * The comment box's send, POST /api/comments `{ content, postId }` through the outbox (docs/architecture.md §7),
 * with docs/product.md §8's toasts. Offline the comment shows at once under the post, marked as
 * waiting; what arrives refreshes the post views through the outbox sync.
 */
export function useCreateComment(userId: string) {
  return useOutboxWrite(userId, commentOutboxKind, COMMENT_FAILED, {
    successMessage: (delivery: Delivery) => deliveryToast(delivery, COMMENT_ADDED, COMMENT_QUEUED),
    errorMessage: COMMENT_FAILED,
  });
}
