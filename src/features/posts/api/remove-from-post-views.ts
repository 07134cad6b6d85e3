import type { ActivityItem } from '@contract/activity';
import type { Post, PostsPage } from '@contract/posts';
import type { QueryClient } from '@tanstack/react-query';

/** The cached lists of posts: a game's pages (['posts', gameId, page]) and my accomplishments. */
const POST_LISTS = [['posts'], ['user', 'accomplishments']] as const;

function editPosts(queryClient: QueryClient, edit: (posts: Post[]) => Post[]): void {
  for (const queryKey of POST_LISTS) {
    queryClient.setQueriesData<PostsPage>({ queryKey }, (page) => (page?.posts ? { ...page, posts: edit(page.posts) } : page));
  }
}

/**
 * A deleted post leaves every cached list at once (decision 0053: it lingered ~1.5 s until the
 * refetch after the toast); the refetch that follows (invalidatePostViews) then corrects counts.
 */
export function removePostFromViews(queryClient: QueryClient, postId: string): void {
  editPosts(queryClient, (posts) => posts.filter((post) => post.id !== postId));
  queryClient.setQueriesData<ActivityItem[]>({ queryKey: ['activity'] }, (items) =>
    Array.isArray(items) ? items.filter((item) => !(item.type === 'post' && item.id === postId)) : items,
  );
}

/** A deleted comment leaves its post's list (and its count) at once, the same way. */
export function removeCommentFromViews(queryClient: QueryClient, commentId: string): void {
  editPosts(queryClient, (posts) =>
    posts.map((post) =>
      post.comments.some((comment) => comment.id === commentId)
        ? {
            ...post,
            comments: post.comments.filter((comment) => comment.id !== commentId),
            _count: { ...post._count, comments: Math.max(0, post._count.comments - 1) },
          }
        : post,
    ),
  );
  queryClient.setQueriesData<ActivityItem[]>({ queryKey: ['activity'] }, (items) =>
    Array.isArray(items) ? items.filter((item) => !(item.type === 'comment' && item.id === commentId)) : items,
  );
}
