import type { Post } from '@contract/posts';
import { useMutation } from '@tanstack/react-query';
import { deliverWrite } from '@/offline/outbox/use-outbox-write';
import { likeOutboxKind } from './like-outbox-kind';

/**
 * The like button (docs/product.md §2) through the outbox (docs/architecture.md §7): a like is queued as the state to set
 * (PUT /api/posts/{id}/upvote, idempotent), shows at once, and is sent now or when the connection
 * returns; like + unlike before it leaves cancels out. Refusals are final and toasted (docs/product.md §8):
 * one's own post is 'Not Allowed', anything else 'Failed to toggle upvote'.
 */
export function useLikePost(userId: string) {
  return useMutation({
    // The outbox, not the query cache, keeps this write; never paused or retried by the cache.
    networkMode: 'always',
    // A like nobody can retry into success is dropped (the heart goes back), the toast says why.
    mutationFn: ({ post, upvoted }: { post: Pick<Post, 'id' | 'isUpvoted'>; upvoted: boolean }) =>
      deliverWrite(userId, likeOutboxKind, { postId: post.id, upvoted, wasUpvoted: post.isUpvoted }, ''),
    meta: {
      errorMessage: (error) =>
        /cannot like your own post/i.test(error.message)
          ? { color: 'orange', title: 'Not Allowed', message: 'You cannot like your own post' }
          : 'Failed to toggle upvote',
    },
  });
}
