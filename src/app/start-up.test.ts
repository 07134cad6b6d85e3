import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userQueryOptions } from '@/features/auth/api/get-user';
import { getGame } from '@/features/games/api/get-game';
import { myGamesQueryOptions } from '@/features/games/api/get-my-games';
import { invitationsQueryOptions } from '@/features/invites/api/get-invitations';
import { unreadCountQueryOptions } from '@/features/messages/api/get-unread-count';
import { activityQueryOptions } from '@/features/posts/api/get-activity';
import { getPosts } from '@/features/posts/api/get-posts';
import { userStatsQueryOptions } from '@/features/profile/api/get-user-stats';
import { forgetEarlyResponses, takeEarlyResponse } from '@/lib/early-requests';
import { cacheOwner } from '@/offline/cache-owner';
import { testUser } from '@tests/support/client/fixtures';
import { signedInHandlers, signedOutHandlers } from '@tests/support/client/handlers';
import { server } from '@tests/support/client/msw-server';
import { createQueryClient } from './query-client';
import { gamePageReads, HOME_READS, PROFILE_READS, SHELL_READS, signedInModules, startFirstRequests } from './start-up';

const profileRoute = vi.hoisted(() => ({ loadProfileSections: vi.fn(async () => ({})) }));
const loaders = vi.hoisted(() => ({
  loadLandingPage: vi.fn(async () => ({})),
  loadRoutedApp: vi.fn(async () => ({})),
  loadAppLayout: vi.fn(async () => ({})),
  loadHomeRoute: vi.fn(async () => ({})),
  loadGameDetailRoute: vi.fn(async () => ({})),
  loadProfileRoute: vi.fn(async () => profileRoute),
  loadQueryPersistence: vi.fn(async () => ({})),
}));
vi.mock('./screen-modules', () => loaders);
vi.mock('./routed-app-loader', () => loaders);

/** Every GET that reached the server, in order. */
function recordRequests(): string[] {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(url.pathname + url.search);
  });
  return seen;
}

const loaded = () => Object.entries(loaders).filter(([, load]) => load.mock.calls.length > 0).map(([name]) => name).sort();
const cachedKeys = (client: QueryClient): QueryKey[] => client.getQueryCache().getAll().map((query) => query.queryKey);
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  server.events.removeAllListeners();
  forgetEarlyResponses();
  cacheOwner.set(null);
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('the first requests', () => {
  it('uses the keys and URLs of the queries that Home and the signed-in shell run', async () => {
    server.use(...signedInHandlers());
    const seen = recordRequests();
    const client = new QueryClient();
    const read = async (options: { queryKey: QueryKey }, run: () => Promise<unknown>) => {
      const before = seen.length;
      await run();
      return { queryKey: options.queryKey, url: seen[before] };
    };
    const home = [myGamesQueryOptions(), activityQueryOptions(), userStatsQueryOptions()] as const;
    const shell = [unreadCountQueryOptions({ enabled: true }), invitationsQueryOptions()] as const;
    expect(HOME_READS).toEqual([
      await read(home[0], () => client.fetchQuery(home[0])),
      await read(home[1], () => client.fetchQuery(home[1])),
      await read(home[2], () => client.fetchQuery(home[2])),
    ]);
    expect(SHELL_READS).toEqual([
      await read(shell[0], () => client.fetchQuery(shell[0])),
      await read(shell[1], () => client.fetchQuery(shell[1])),
    ]);
  });

  it('signed in at Home on a new device: the reads go into the cache and the chunks load, before anything renders', async () => {
    server.use(...signedInHandlers());
    const seen = recordRequests();
    const client = createQueryClient();
    startFirstRequests(client, '/');
    await vi.waitFor(() => {
      expect(cachedKeys(client)).toHaveLength(5);
      expect(client.isFetching()).toBe(0);
    });
    expect(seen).toEqual(['/api/auth/user', ...[...HOME_READS, ...SHELL_READS].map((read) => read.url)]);
    expect(cachedKeys(client)).toEqual([...HOME_READS, ...SHELL_READS].map((read) => read.queryKey));
    expect(client.getQueryState(['games', 'mine'])?.status).toBe('success');
    expect(loaded()).toEqual(['loadAppLayout', 'loadHomeRoute', 'loadQueryPersistence', 'loadRoutedApp']);

    // The user query takes the answer already there: no second request.
    await expect(client.fetchQuery(userQueryOptions())).resolves.toEqual(testUser);
    expect(seen.filter((url) => url === '/api/auth/user')).toHaveLength(1);
  });

  it('signed in on the Profile: Your Stats is read with the shell, before the screen renders, and its chunk loads', async () => {
    server.use(...signedInHandlers());
    const seen = recordRequests();
    const client = createQueryClient();
    startFirstRequests(client, '/profile');
    await vi.waitFor(() => {
      expect(cachedKeys(client)).toHaveLength(3);
      expect(client.isFetching()).toBe(0);
    });
    expect(PROFILE_READS).toEqual([HOME_READS[2]]);
    expect(seen).toEqual(['/api/auth/user', ...[...PROFILE_READS, ...SHELL_READS].map((read) => read.url)]);
    expect(client.getQueryState(['user', 'stats'])?.status).toBe('success');
    await vi.waitFor(() => expect(loaded()).toContain('loadProfileRoute'));
    // Not its sections: the header shows before their code comes.
    expect(loaded()).toEqual(['loadAppLayout', 'loadProfileRoute', 'loadQueryPersistence', 'loadRoutedApp']);
    expect(profileRoute.loadProfileSections).not.toHaveBeenCalled();
  });

  it("a warm start on the Profile waits for its sections' code too", async () => {
    await Promise.all(signedInModules('/profile', { warm: true }).map((load) => load()));
    expect(loaded()).toEqual(['loadAppLayout', 'loadProfileRoute', 'loadRoutedApp']);
    expect(profileRoute.loadProfileSections).toHaveBeenCalledOnce();
  });

  it("uses the URLs of the game page's game and feed reads", async () => {
    server.use(
      http.get('/api/games/:id', () => HttpResponse.json({})),
      http.get('/api/posts', () => HttpResponse.json({ posts: [], hasMore: false })),
    );
    const seen = recordRequests();
    await getGame('a game/1');
    await getPosts('a game/1', 1);
    expect(gamePageReads('a game/1')).toEqual(seen);
  });

  it("on a game page: its game leaves with the shell's reads, its first posts once the game answers, and its chunk loads", async () => {
    const gameAnswers = vi.fn(() => HttpResponse.json({ id: 'g1' }));
    server.use(
      ...signedInHandlers(),
      http.get('/api/games/:id', gameAnswers),
      http.get('/api/posts', () => HttpResponse.json({ posts: [], hasMore: false })),
    );
    const seen = recordRequests();
    const client = createQueryClient();
    startFirstRequests(client, '/games/g1');
    await vi.waitFor(() => expect(loaded()).toContain('loadGameDetailRoute'));
    await settled();
    expect(seen).toEqual(['/api/auth/user', ...SHELL_READS.map((read) => read.url), ...gamePageReads('g1')]);
    expect(loaded()).toEqual(['loadAppLayout', 'loadGameDetailRoute', 'loadQueryPersistence', 'loadRoutedApp']);
    // The page's query takes the answer already there.
    await expect(getGame('g1')).resolves.toEqual({ id: 'g1' });
    expect(gameAnswers).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a game the person is not in', 'g1', 403, { message: 'Access denied: you must be a participant to view this game', isPublic: true }],
    ['a missing game', 'no-such-game', 404, { message: 'Game not found' }],
    ['a malformed id', 'not a uuid', 400, { message: 'Invalid game id' }],
  ])("on %s: the game's refusal, and no feed request (decision 0039)", async (_, gameId, status, body) => {
    const postsAnswers = vi.fn(() => HttpResponse.json({ message: 'Access denied' }, { status: 403 }));
    server.use(
      ...signedInHandlers(),
      http.get('/api/games/:id', () => HttpResponse.json(body, { status })),
      http.get('/api/posts', postsAnswers),
    );
    const seen = recordRequests();
    const [gameUrl] = gamePageReads(gameId);
    startFirstRequests(createQueryClient(), `/games/${encodeURIComponent(gameId)}`);
    await vi.waitFor(() => expect(loaded()).toContain('loadGameDetailRoute'));
    await vi.waitFor(() => expect(seen).toContain(gameUrl));
    // The page's own game query takes the refusal: the early answer was started, and answered.
    await expect(getGame(gameId)).rejects.toMatchObject({ status });
    await settled();
    expect(seen).toEqual(['/api/auth/user', ...SHELL_READS.map((read) => read.url), gameUrl]);
    expect(postsAnswers).not.toHaveBeenCalled();
  });

  it('on another screen: the shell reads and chunks only', async () => {
    server.use(...signedInHandlers());
    const client = createQueryClient();
    startFirstRequests(client, '/leaderboard');
    await vi.waitFor(() => expect(loaded()).toContain('loadAppLayout'));
    await settled();
    expect(cachedKeys(client)).toEqual(SHELL_READS.map((read) => read.queryKey));
    expect(loaded()).toEqual(['loadAppLayout', 'loadQueryPersistence', 'loadRoutedApp']);
  });

  it("reads nothing into the cache when the device keeps someone else's data (it is forgotten first)", async () => {
    cacheOwner.set('someone-else');
    server.use(...signedInHandlers());
    const seen = recordRequests();
    const client = createQueryClient();
    startFirstRequests(client, '/');
    await vi.waitFor(() => expect(loaded()).toContain('loadHomeRoute'));
    await settled();
    expect(cachedKeys(client)).toEqual([]);
    expect(seen).toEqual(['/api/auth/user']);
  });

  it("reads into the cache when the device keeps this person's own data", async () => {
    cacheOwner.set(testUser.id);
    server.use(...signedInHandlers());
    const client = createQueryClient();
    startFirstRequests(client, '/');
    await vi.waitFor(() => expect(cachedKeys(client)).toHaveLength(5));
  });

  it('signed out: only the landing page chunk, and the user query takes the 401', async () => {
    server.use(...signedOutHandlers());
    const seen = recordRequests();
    const client = createQueryClient();
    startFirstRequests(client, '/profile');
    await vi.waitFor(() => expect(loaded()).toEqual(['loadLandingPage']));
    await settled();
    expect(seen).toEqual(['/api/auth/user']);
    await expect(client.fetchQuery(userQueryOptions())).resolves.toBeNull();
    expect(seen).toEqual(['/api/auth/user']);
  });

  it('signed out at /signin: nothing but the user request (the sign-in page is in the routed app)', async () => {
    server.use(...signedOutHandlers());
    startFirstRequests(createQueryClient(), '/signin');
    await settled();
    expect(loaded()).toEqual([]);
  });

  it('signed in at /signin: no shell, no reads', async () => {
    server.use(...signedInHandlers());
    const client = createQueryClient();
    startFirstRequests(client, '/signin');
    await settled();
    expect(loaded()).toEqual([]);
    expect(cachedKeys(client)).toEqual([]);
  });

  it('offline: asks nothing (the app starts from what the device saved)', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const seen = recordRequests();
    startFirstRequests(createQueryClient(), '/');
    await settled();
    expect(seen).toEqual([]);
    expect(takeEarlyResponse('/api/auth/user')).toBeUndefined();
  });

  it('a server failure of the user request starts nothing else', async () => {
    server.use(http.get('/api/auth/user', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })));
    const seen = recordRequests();
    startFirstRequests(createQueryClient(), '/');
    await settled();
    expect(seen).toEqual(['/api/auth/user']);
    expect(loaded()).toEqual([]);
  });
});
