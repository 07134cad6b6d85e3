import type { PostsPage } from '@contract/posts';
import { defineLiveHandler } from '@/lib/live-events/live-handler';
import { activityQueryKey } from './get-activity';

const isPostsPage = (data: unknown): data is PostsPage =>
  typeof data === 'object' && data !== null && Array.isArray((data as PostsPage).posts);

/**
 * Posts and likes on the live stream (docs/architecture.md §6, decision 0027). A post created or deleted in one
 * of my games refreshes that game's pages, the activity feed and the game's queries (its post count
 * and scores: ['games', id] is the games feature's prefix, named, not imported). A like carries the
 * post's count: it is written into every cached page that shows the post (a game's pages, my
 * accomplishments), without a request; whether I like it is not in the event and stays as it is.
 * Scores count posts, not likes (docs/architecture.md §6 "Scores"): a like reads nothing again.
 */
export const livePostsHandler = defineLiveHandler({
  name: 'posts',
  types: ['post', 'like'],
  handle(event, queryClient) {
    if (event.type === 'post') {
      void queryClient.invalidateQueries({ queryKey: ['posts', event.gameId] });
      void queryClient.invalidateQueries({ queryKey: activityQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['games', event.gameId] });
      return;
    }
    const setCount = (page: PostsPage | undefined) => {
      if (!isPostsPage(page) || !page.posts.some((post) => post.id === event.postId)) return page;
      const posts = page.posts.map((post) =>
        post.id === event.postId ? { ...post, _count: { ...post._count, upvotes: event.upvoteCount } } : post,
      );
      return { ...page, posts };
    };
    queryClient.setQueriesData<PostsPage>({ queryKey: ['posts', event.gameId] }, setCount);
    queryClient.setQueriesData<PostsPage>({ queryKey: ['user', 'accomplishments'] }, setCount);
  },
});
