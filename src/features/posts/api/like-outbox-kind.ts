import type { PostsPage } from '@contract/posts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OutboxEntry } from '@/offline/outbox/outbox-entry';
import { defineOutboxKind } from '@/offline/outbox/outbox-kind';
import type { LikePayload } from './like-payload';

const isPostsPage = (data: unknown): data is PostsPage =>
  typeof data === 'object' && data !== null && Array.isArray((data as PostsPage).posts);

/** Writes one post's like state into every cached page that holds it. */
async function setLike(queryClient: QueryClient, postId: string, response: unknown) {
  const { upvoteStateSchema } = await import('@contract/posts');
  const state = upvoteStateSchema.safeParse(response);
  if (!state.success) return;
  const { upvoted, count } = state.data;
  queryClient.setQueriesData<PostsPage>({ queryKey: ['posts'] }, (page) => {
    if (!isPostsPage(page) || !page.posts.some((post) => post.id === postId)) return page;
    const posts = page.posts.map((post) =>
      post.id === postId ? { ...post, isUpvoted: upvoted, _count: { ...post._count, upvotes: count } } : post,
    );
    return { ...page, posts };
  });
}

/**
 * PUT /api/posts/{id}/upvote through the outbox (docs/architecture.md §7): the state to set, idempotent. A like
 * on a post with one still waiting replaces it, and a state equal to the post's original one
 * cancels both: like + unlike sends nothing.
 */
export const likeOutboxKind = defineOutboxKind<LikePayload>({
  kind: 'like',
  payload: () => import('./like-payload').then((m) => m.likePayloadSchema),
  send: ({ postId, upvoted }, { headers }) => api.put(`/api/posts/${encodeURIComponent(postId)}/upvote`, { upvoted }, { headers }),
  merge: {
    key: (like) => like.postId,
    combine: (waiting, next) => (next.upvoted === waiting.wasUpvoted ? null : { ...waiting, upvoted: next.upvoted }),
  },
  refreshes: [['posts'], ['activity'], ['user'], ['games']],
  // The server's answer goes into the cached pages at once, so the heart never flickers back.
  onSent: (like, response, queryClient) => setLike(queryClient, like.postId, response),
  title: (like) => (like.upvoted ? 'Like' : 'Unlike'),
  text: () => null,
});

/** The newest queued like of `postId` (the state it will set), if one is on its way. */
export function queuedLike(entries: OutboxEntry[], userId: string, postId: string) {
  return entries.findLast(
    (entry): entry is OutboxEntry & { payload: LikePayload } =>
      likeOutboxKind.owns(entry) && entry.userId === userId && entry.payload.postId === postId && entry.status !== 'failed',
  );
}
