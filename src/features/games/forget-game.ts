import type { QueryClient } from '@tanstack/react-query';
import { API_CACHE } from '@/sw-shared/service-worker-contract';

/** Whether a saved answer of the service worker belongs to the game: its reads and its posts pages. */
export function isGameAnswer(url: string, gameId: string): boolean {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const base = `/api/games/${encodeURIComponent(gameId)}`;
  if (pathname === base || pathname.startsWith(`${base}/`)) return true;
  return pathname === '/api/posts' && searchParams.get('gameId') === gameId;
}

async function dropSavedAnswers(gameId: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(API_CACHE);
  const requests = await cache.keys();
  await Promise.all(requests.filter((r) => isGameAnswer(r.url, gameId)).map((r) => cache.delete(r)));
}

/**
 * After leaving a game (docs/architecture.md §6: a participant who leaves loses access to its contents), nothing
 * of it may stay on this device: its queries (the game, scores, results, participants, groups, all
 * under ['games', id], and its posts pages ['posts', id]) leave memory and with them the saved
 * IndexedDB cache, and the service worker's saved answers go too. Otherwise reopening its URL would
 * show the saved game (or, offline or on a slow network, the worker's saved answer) instead of the
 * 'Access Denied' the server now answers.
 */
export async function forgetGame(queryClient: QueryClient, gameId: string): Promise<void> {
  await Promise.all([
    queryClient.cancelQueries({ queryKey: ['games', gameId] }),
    queryClient.cancelQueries({ queryKey: ['posts', gameId] }),
  ]);
  queryClient.removeQueries({ queryKey: ['games', gameId] });
  queryClient.removeQueries({ queryKey: ['posts', gameId] });
  await dropSavedAnswers(gameId).catch((error: unknown) => console.warn('Could not drop saved answers of the game', error));
}
