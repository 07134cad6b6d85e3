import type { Comment, Post, PostsPage } from '@contract/posts';
import type { User } from '@contract/user';
import { http, HttpResponse } from 'msw';
import { testUser } from './fixtures';
import { makeUser, uuid } from './game-fixtures';

/** Fixtures for the post card and Accomplishments tests. */
export const GAME_ID = uuid(1, '1000');
export const grace = makeUser(1, { firstName: 'Grace', lastName: 'Hopper' });

const MINUTE = 60_000;

export function makeComment(n: number, extra: Partial<Comment> = {}): Comment {
  const user: User = extra.user ?? grace;
  return {
    id: uuid(n, '4000'),
    content: `Comment ${n}`,
    postId: uuid(1, '3000'),
    userId: user.id,
    user,
    createdAt: new Date(Date.now() - (60 - n) * MINUTE).toISOString(),
    isRemoved: false,
    ...extra,
  };
}

/** Post n of game 1 by Grace, five minutes old, with no likes, comments or photo. */
export function makePost(n: number, extra: Partial<Post> = {}): Post {
  const user = extra.user ?? grace;
  return {
    id: uuid(n, '3000'),
    content: `Accomplishment ${n}`,
    image: null,
    gameId: GAME_ID,
    userId: user.id,
    createdAt: new Date(Date.now() - 5 * MINUTE).toISOString(),
    user,
    game: { name: 'Cold Showers', status: 'active' },
    isUpvoted: false,
    isRedacted: false,
    isRemoved: false,
    _count: { upvotes: 0, comments: extra.comments?.length ?? 0 },
    comments: [],
    ...extra,
  };
}

export const myPost = (n: number, extra: Partial<Post> = {}) => makePost(n, { user: testUser, userId: testUser.id, ...extra });

export const imageUrl = (n: number) => `/api/images/${uuid(n, '5000')}`;

/** GET /api/posts answered per page by `pages` (an empty last page beyond them). */
export function postsHandler(pages: PostsPage[] | ((page: number) => PostsPage)) {
  return http.get('/api/posts', ({ request }) => {
    const page = Number(new URL(request.url).searchParams.get('page'));
    const answer = typeof pages === 'function' ? pages(page) : (pages[page - 1] ?? { posts: [], hasMore: false });
    return HttpResponse.json(answer);
  });
}
