import { POSTS_PAGE_SIZE } from '@contract/sizes';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { USER_URL } from '@/features/auth/api/get-user';
import { api, requestEarly } from '@/lib/api-client';
import { cacheOwner } from '@/offline/cache-owner';
import { isOnline } from '@/offline/online-status';
import { showsLandingWhenSignedOut } from './landing-path';
import { preloadModule } from '@/lib/retryable-lazy';
import { loadRoutedApp } from './routed-app-loader';
import { loadAppLayout, loadGameDetailRoute, loadHomeRoute, loadLandingPage, loadProfileRoute, loadQueryPersistence } from './screen-modules';

export interface FirstRead {
  queryKey: QueryKey;
  url: string;
}

/**
 * What the signed-in shell reads on every screen (the header's unread count, the bottom
 * navigation's invitations) and what Home reads (My Games, Recent Activity, Your Stats): the same
 * keys and URLs as those queries (start-up.test.ts holds them to it). Written out here because
 * Home's api modules import the contract, and with it zod, which stays out of the entry chunk.
 */
export const SHELL_READS: FirstRead[] = [
  { queryKey: ['messages', 'unread-count'], url: '/api/messages/unread-count' },
  { queryKey: ['invitations'], url: '/api/invitations' },
];
const STATS_READ: FirstRead = { queryKey: ['user', 'stats'], url: '/api/user/stats' };
export const HOME_READS: FirstRead[] = [
  { queryKey: ['games', 'mine'], url: '/api/games' },
  { queryKey: ['activity'], url: '/api/activity?limit=10' },
  STATS_READ,
];
/**
 * The Profile's first screen reads Your Stats, whose cards grow by the medals' lines when they come:
 * asked for with the user, its answer is there when the screen renders, and the sections below it
 * don't move (CLS, decision 0055).
 */
export const PROFILE_READS: FirstRead[] = [STATS_READ];

/**
 * What the game page reads first, its game and the first page of its feed: the URLs of getGame and
 * getPosts (start-up.test.ts holds them to it). Early requests, not cache entries: the page's own
 * queries take them as their answers, the game's 403, 404 or 400 included. The feed only once the
 * game's answer is a 200: the server lets the same people read both (its participants), and the page
 * asks for the feed only under a game it could load, so any other answer made the feed request a
 * wasted 403, 404 or 400 (decision 0039).
 */
export const gamePageReads = (gameId: string): [game: string, posts: string] => [
  `/api/games/${encodeURIComponent(gameId)}`,
  `/api/posts?${new URLSearchParams({ gameId, page: '1', limit: String(POSTS_PAGE_SIZE) })}`,
];

/** The game id of a game page's path (/games/{id}), or null. */
function gamePageId(pathname: string): string | null {
  const segment = /^\/games\/([^/]+)\/?$/.exec(pathname)?.[1];
  try {
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null; // Not a path the app makes: the page shows its own error.
  }
}

const ignore = () => undefined;

/** A chunk asked for early; if that fails, the lazy component asks again and shows the failure. */
const preload = (load: () => Promise<unknown>) => void preloadModule(load).catch(ignore);

/**
 * The code a signed-in screen at `pathname` needs for its first render: the routed app, the layout,
 * and Home's, the game page's (the screens people open the app on) or the Profile's; `warm`: for the
 * warm start, which waits for them before it renders (src/main.tsx). Another screen's own code loads
 * when it renders: the layout commits its spinner first, and React then shows the screen no sooner
 * than 300 ms after that (its throttle of Suspense reveals), which held the Profile's first paint
 * back by up to half a second (decision 0055).
 */
export function signedInModules(pathname: string, { warm = false } = {}): (() => Promise<unknown>)[] {
  return [
    loadRoutedApp,
    loadAppLayout,
    ...(pathname === '/' ? [loadHomeRoute] : []),
    ...(gamePageId(pathname) ? [loadGameDetailRoute] : []),
    ...(pathname === '/profile' ? [warm ? loadProfileWithSections : loadProfileRoute] : []),
  ];
}

/**
 * A warm start's Profile: from the service worker's cache, its sections cost no download, and the
 * whole screen shows in the first frame. On a first visit, the header shows before their code has
 * come. Through the route's module: its chunk then keeps what only the Profile uses (Rolldown moves
 * a module that two entries share into a chunk of its own).
 */
async function loadProfileWithSections() {
  const route = await preloadModule(loadProfileRoute);
  return preloadModule(route.loadProfileSections);
}

/**
 * The first visit's waterfall, flattened (decision 0018). Before, each step waited for the one
 * before: the entry rendered, then asked who is signed in; the answer loaded the routed app, which
 * loaded the layout, which loaded Home, which asked for its reads. Now, before React renders, the
 * user request goes out (an early response, early-requests.ts: the user query's own life, with the
 * saved cache and the device owner, is unchanged), and its answer starts the rest side by side:
 * - signed in: the reads of the shell and of this screen into the query cache, then the signed-in
 *   chunks and this screen's; the saved-cache code too. The reads only when this device keeps
 *   nobody's data or this person's (docs/architecture.md §7): when it kept someone else's, the app first forgets
 *   theirs (use-device-owner.ts), and the screens ask for their own afterwards, as before.
 * - nobody: the landing page's chunk, where the landing page shows.
 * Home's reads and the game page's (the screen a shared link or a notification opens) are listed;
 * another screen asks for its own once its code has loaded.
 */
export function startFirstRequests(client: QueryClient, pathname: string = window.location.pathname): void {
  // Offline, the app starts from what this device saved and asks nothing until the connection is
  // back (refresh-saved-queries.ts); an answer asked for now would be a failure by then.
  if (!isOnline()) return;
  requestEarly(USER_URL).then(async (response) => {
    if (response.status === 401 && showsLandingWhenSignedOut(pathname)) preload(loadLandingPage);
    // The sign-in page shows without the signed-in shell, even to someone signed in.
    if (!response.ok || /^\/signin(\/|$)/.test(pathname)) return;
    const home = pathname === '/';
    const gameId = gamePageId(pathname);
    const user = (await response.clone().json().catch(ignore)) as { id?: unknown } | undefined;
    const owner = cacheOwner.get();
    if (typeof user?.id === 'string' && (owner === null || owner === user.id)) {
      // The reads before the chunks: a browser has six connections to the server, the chunks are many.
      const screenReads = home ? HOME_READS : pathname === '/profile' ? PROFILE_READS : [];
      for (const { queryKey, url } of [...screenReads, ...SHELL_READS]) {
        void client.prefetchQuery({ queryKey, queryFn: ({ signal }) => api.get(url, { signal }) });
      }
      if (gameId) {
        const [gameUrl, postsUrl] = gamePageReads(gameId);
        requestEarly(gameUrl).then((game) => {
          if (game.ok) void requestEarly(postsUrl);
        }, ignore);
      }
    }
    signedInModules(pathname).forEach(preload);
    preload(loadQueryPersistence);
  }, ignore);
}
