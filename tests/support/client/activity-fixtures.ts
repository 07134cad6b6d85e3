import type { ActivityItem } from '@contract/activity';
import type { Post } from '@contract/posts';
import { testUser } from './fixtures';
import { uuid } from './game-fixtures';

const HOUR = 60 * 60 * 1000;

/** A post in Game 1 by the test user, two hours old (ids from game-fixtures' uuid). */
export function makeActivityItem(n: number, extra: Partial<ActivityItem> = {}): ActivityItem {
  const gameId = extra.gameId ?? uuid(1, '1000');
  return {
    id: uuid(n, '3000'),
    type: 'post',
    content: `Accomplishment ${n}`,
    createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    image: null,
    user: testUser,
    gameId,
    game: { name: 'Game 1' },
    games: [{ id: gameId, name: 'Game 1' }],
    isMultiGame: false,
    postId: uuid(n, '3000'),
    postContent: null,
    isRedacted: false,
    isRemoved: false,
    ...extra,
  };
}

/** One of the test user's posts, as GET /api/user/accomplishments lists them. */
export function makeMyPost(n: number, extra: Partial<Post> = {}): Post {
  return {
    id: uuid(n, '4000'),
    content: `My accomplishment ${n}`,
    image: null,
    gameId: uuid(1, '1000'),
    userId: testUser.id,
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    user: testUser,
    game: { name: 'Game 1', status: 'active' },
    isUpvoted: false,
    isRedacted: false,
    isRemoved: false,
    _count: { upvotes: 0, comments: 0 },
    comments: [],
    ...extra,
  };
}
