import type { Post, PostsPage, UpvoteState } from '@contract/posts';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, errorText } from '@/lib/api-client';

/** POST /api/posts/{id}/upvote: toggles my like; answers the state after the call and the count. */
export function toggleUpvote(id: string): Promise<UpvoteState> {
  return api.post<UpvoteState>(`/api/posts/${encodeURIComponent(id)}/upvote`);
}

const isPostsPage = (data: unknown): data is PostsPage =>
  typeof data === 'object' && data !== null && Array.isArray((data as PostsPage).posts);

/** Writes one post's like state into every cached page that holds it. */
function setLike(queryClient: QueryClient, postId: string, change: (post: Post) => Pick<Post, 'isUpvoted' | '_count'>) {
  queryClient.setQueriesData<PostsPage>({ queryKey: ['posts'] }, (page) => {
    if (!isPostsPage(page) || !page.posts.some((post) => post.id === postId)) return page;
    return { ...page, posts: page.posts.map((post) => (post.id === postId ? { ...post, ...change(post) } : post)) };
  });
}

/**
 * The like button (SPEC §2): the heart and count change at once, and go back if the server says
 * no. SPEC §8: liking one's own post is 'Not Allowed'; anything else 'Failed to toggle upvote'.
 */
export function useToggleUpvote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: Pick<Post, 'id'>) => toggleUpvote(post.id),
    onMutate: async (post) => {
      // A page arriving now would overwrite the optimistic state with the old one.
      await queryClient.cancelQueries({ queryKey: ['posts'] });
      const before = queryClient.getQueriesData<PostsPage>({ queryKey: ['posts'] });
      setLike(queryClient, post.id, ({ isUpvoted, _count }) => ({
        isUpvoted: !isUpvoted,
        _count: { ..._count, upvotes: Math.max(0, _count.upvotes + (isUpvoted ? -1 : 1)) },
      }));
      return { before };
    },
    onSuccess: (state, post) => {
      setLike(queryClient, post.id, ({ _count }) => ({ isUpvoted: state.upvoted, _count: { ..._count, upvotes: state.count } }));
    },
    onError: (error, _post, context) => {
      context?.before.forEach(([queryKey, data]) => queryClient.setQueryData(queryKey, data));
      if (/cannot like your own post/i.test(errorText(error, ''))) {
        notifications.show({ color: 'orange', title: 'Not Allowed', message: 'You cannot like your own post' });
      } else {
        notifications.show({ color: 'red', title: 'Error', message: 'Failed to toggle upvote' });
      }
    },
    // Likes received feed stats and leaderboards; pages refresh under the exact server state.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['posts'] }),
        queryClient.invalidateQueries({ queryKey: ['user'] }),
      ]),
  });
}
