import type { Post, PostsPage, UpvoteState } from '@contract/posts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appOutbox, onOutboxSent } from '@/offline/outbox/app-outbox';

const isPostsPage = (data: unknown): data is PostsPage =>
  typeof data === 'object' && data !== null && Array.isArray((data as PostsPage).posts);

/** Writes one post's like state into every cached page that holds it. */
function setLike(queryClient: QueryClient, postId: string, state: UpvoteState) {
  queryClient.setQueriesData<PostsPage>({ queryKey: ['posts'] }, (page) => {
    if (!isPostsPage(page) || !page.posts.some((post) => post.id === postId)) return page;
    const posts = page.posts.map((post) =>
      post.id === postId ? { ...post, isUpvoted: state.upvoted, _count: { ...post._count, upvotes: state.count } } : post,
    );
    return { ...page, posts };
  });
}

/**
 * The like button (SPEC §2) through the outbox (DESIGN §7): a like is queued as the state to set
 * (PUT /api/posts/{id}/upvote, idempotent), shows at once, and is sent now or when the connection
 * returns; like + unlike before it leaves cancels out. Refusals are final and toasted (SPEC §8):
 * one's own post is 'Not Allowed', anything else 'Failed to toggle upvote'.
 */
export function useLikePost(userId: string) {
  return useMutation({
    // The outbox, not the query cache, keeps this write; never paused or retried by the cache.
    networkMode: 'always',
    mutationFn: async ({ post, upvoted }: { post: Pick<Post, 'id' | 'isUpvoted'>; upvoted: boolean }) => {
      const entry = await appOutbox.enqueue(userId, {
        kind: 'like',
        payload: { postId: post.id, upvoted, wasUpvoted: post.isUpvoted },
      });
      if (!entry) return;
      await appOutbox.flush(userId);
      const refused = (await appOutbox.list(userId)).find((queued) => queued.id === entry.id && queued.status === 'failed');
      if (refused) {
        // A like nobody can retry into success is dropped, the heart goes back, the toast says why.
        await appOutbox.discard(userId, refused.id);
        throw new Error(refused.lastError ?? '');
      }
    },
    onError: (error) => {
      if (/cannot like your own post/i.test(error.message)) {
        notifications.show({ color: 'orange', title: 'Not Allowed', message: 'You cannot like your own post' });
      } else {
        notifications.show({ color: 'red', title: 'Error', message: 'Failed to toggle upvote' });
      }
    },
  });
}

/**
 * Puts the server's answer to a delivered like into the cached pages the moment it arrives, so
 * the heart never flickers back while the pages refresh. Mount where posts are shown.
 */
export function useDeliveredLikes() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onOutboxSent((entry, response) => {
        if (entry.kind === 'like') setLike(queryClient, entry.payload.postId, response as UpvoteState);
      }),
    [queryClient],
  );
}
