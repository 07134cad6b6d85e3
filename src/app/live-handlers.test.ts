import type { PostsPage } from '@contract/posts';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { appLiveHandlers } from '@/lib/live-events/live-handler';
import { GAME_ID, makePost } from '@tests/support/client/post-fixtures';
import { registerLiveHandlers } from './live-handlers';

const me = '11111111-1111-4111-8111-111111111111';
const ann = '22222222-2222-4222-8222-222222222222';
const otherGame = '33333333-3333-4333-8333-333333333333';
const id = (n: number) => `44444444-4444-4444-8444-${String(n).padStart(12, '0')}`;

/** A client holding one answer under each key, so invalidation is visible in its state. */
function clientWith(keys: QueryKey[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { cached: true });
  return queryClient;
}
const invalidated = (queryClient: QueryClient, key: QueryKey) => queryClient.getQueryState(key)?.isInvalidated;

describe('the features\' live handlers (src/app/live-handlers.ts)', () => {
  beforeAll(() => registerLiveHandlers());

  it('every feature event type has a handler', () => {
    expect(appLiveHandlers.types().sort()).toEqual(
      ['game-notification', 'invitation', 'join-request', 'like', 'message', 'post', 'unread-count'].sort(),
    );
  });

  it('unread-count writes the header badge number; a message refreshes the list and its thread only', () => {
    const queryClient = clientWith([
      ['messages', 'conversations'],
      ['messages', 'thread', GAME_ID, ann],
      ['messages', 'thread', otherGame, ann],
      ['invitations'],
    ]);
    appLiveHandlers.dispatch({ type: 'unread-count', count: 4 }, queryClient);
    expect(queryClient.getQueryData(['messages', 'unread-count'])).toEqual({ count: 4 });

    appLiveHandlers.dispatch({ type: 'message', gameId: GAME_ID, fromUserId: ann, toUserId: me, messageId: id(1) }, queryClient);
    expect(invalidated(queryClient, ['messages', 'conversations'])).toBe(true);
    expect(invalidated(queryClient, ['messages', 'thread', GAME_ID, ann])).toBe(true);
    expect(invalidated(queryClient, ['messages', 'thread', otherGame, ann])).toBe(false);
    expect(invalidated(queryClient, ['invitations'])).toBe(false);
  });

  it('an invitation refreshes my invitations; a join request also that game', () => {
    const queryClient = clientWith([['invitations'], ['games', GAME_ID, 'join-requests'], ['games', otherGame]]);
    appLiveHandlers.dispatch({ type: 'invitation', gameId: GAME_ID }, queryClient);
    expect(invalidated(queryClient, ['invitations'])).toBe(true);
    expect(invalidated(queryClient, ['games', GAME_ID, 'join-requests'])).toBe(false);

    appLiveHandlers.dispatch({ type: 'join-request', gameId: GAME_ID }, queryClient);
    expect(invalidated(queryClient, ['games', GAME_ID, 'join-requests'])).toBe(true);
    expect(invalidated(queryClient, ['games', otherGame])).toBe(false);
  });

  it('a game notification reads my notifications again (the celebration dialog opens from them)', () => {
    const queryClient = clientWith([['notifications', 'games']]);
    appLiveHandlers.dispatch({ type: 'game-notification', gameId: GAME_ID, notificationId: id(2) }, queryClient);
    expect(invalidated(queryClient, ['notifications', 'games'])).toBe(true);
  });

  it("a post refreshes the game's pages, its scores and the activity feed, not other games'", () => {
    const queryClient = clientWith([['posts', GAME_ID, 1], ['posts', otherGame, 1], ['games', GAME_ID, 'scores'], ['activity']]);
    appLiveHandlers.dispatch({ type: 'post', gameId: GAME_ID, postId: id(3), change: 'created' }, queryClient);
    expect(invalidated(queryClient, ['posts', GAME_ID, 1])).toBe(true);
    expect(invalidated(queryClient, ['games', GAME_ID, 'scores'])).toBe(true);
    expect(invalidated(queryClient, ['activity'])).toBe(true);
    expect(invalidated(queryClient, ['posts', otherGame, 1])).toBe(false);
  });

  it("a like writes the post's count into the cached pages that show it, without a request", () => {
    const liked = makePost(1, { isUpvoted: true });
    const other = makePost(2);
    const page: PostsPage = { posts: [liked, other], hasMore: false };
    const queryClient = new QueryClient();
    queryClient.setQueryData(['posts', GAME_ID, 1], page);
    queryClient.setQueryData(['user', 'accomplishments', 1], page);

    appLiveHandlers.dispatch({ type: 'like', gameId: GAME_ID, postId: liked.id, upvoteCount: 7 }, queryClient);

    for (const key of [['posts', GAME_ID, 1], ['user', 'accomplishments', 1]]) {
      const [first, second] = queryClient.getQueryData<PostsPage>(key)!.posts;
      expect(first).toMatchObject({ id: liked.id, isUpvoted: true, _count: { upvotes: 7, comments: liked._count.comments } });
      expect(second).toBe(other);
      expect(invalidated(queryClient, key)).toBe(false);
    }
  });
});
