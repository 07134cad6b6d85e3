import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cacheOwner } from './cache-owner';
import { persistedCacheKey } from './persisted-queries';
import { persistQueries } from './query-persistence';

// jsdom has no IndexedDB: the store is a Map behind idb-keyval's three calls.
const stored = vi.hoisted(() => new Map<string, string>());
vi.mock('idb-keyval', () => ({
  createStore: () => ({}),
  get: async (key: string) => stored.get(key),
  set: async (key: string, value: string) => void stored.set(key, value),
  del: async (key: string) => void stored.delete(key),
  clear: async () => stored.clear(),
}));

afterEach(() => {
  stored.clear();
  cacheOwner.set(null);
});

describe('persistQueries', () => {
  it('saves what was answered before it subscribed, without waiting for another change', async () => {
    cacheOwner.set('u1');
    const client = new QueryClient();
    // Home's reads, answered while the app started (src/app/start-up.ts), before the owner was known.
    client.setQueryData(['games', 'mine'], [{ id: 'game-1' }]);
    const stop = persistQueries(client, 'u1');
    await vi.waitFor(() => expect(stored.get(persistedCacheKey('u1'))).toContain('game-1'));
    stop();
  });

  it('saves at once when the app is hidden, not a second later', async () => {
    cacheOwner.set('u1');
    const client = new QueryClient();
    const stop = persistQueries(client, 'u1');
    await vi.waitFor(() => expect(stored.has(persistedCacheKey('u1'))).toBe(true));
    vi.useFakeTimers();
    try {
      // A game opened just before the person leaves the app: its save is still throttled.
      client.setQueryData(['games', 'detail', 'game-2'], { id: 'game-2' });
      expect(stored.get(persistedCacheKey('u1'))).not.toContain('game-2');
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      await vi.advanceTimersByTimeAsync(0);
      expect(stored.get(persistedCacheKey('u1'))).toContain('game-2');
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
      stop();
    }
  });
});
