import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredQueries, refreshSavedQueries } from './refresh-saved-queries';

const restoredAt = Date.now();

/** A client holding one saved answer (from before the restore) with a screen subscribed to it. */
function clientWithSavedGames(options: { refetchOnMount?: boolean } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['games'], ['saved'], { updatedAt: restoredAt - 60_000 });
  const fetchGames = vi.fn(async () => ['fresh']);
  const observer = new QueryObserver(client, { queryKey: ['games'], queryFn: fetchGames, ...options });
  const unsubscribe = observer.subscribe(() => undefined);
  return { client, fetchGames, unsubscribe };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => vi.restoreAllMocks());

describe('refreshSavedQueries', () => {
  it('online, asks again for a saved answer on screen, even one that never refetches on mount', async () => {
    setOnline(true);
    const { client, fetchGames, unsubscribe } = clientWithSavedGames({ refetchOnMount: false });
    expect(fetchGames).not.toHaveBeenCalled();
    refreshSavedQueries(client, restoredAt);
    await vi.waitFor(() => expect(client.getQueryData(['games'])).toEqual(['fresh']));
    expect(fetchGames).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('marks a saved answer that is not on screen stale, so it is asked for when it mounts', () => {
    setOnline(true);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(['scores'], [1], { updatedAt: restoredAt - 1 });
    refreshSavedQueries(client, restoredAt);
    expect(client.getQueryState(['scores'])?.isInvalidated).toBe(true);
  });

  it('leaves answers fetched after the restore alone', () => {
    setOnline(true);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(['scores'], [1], { updatedAt: restoredAt + 1 });
    refreshSavedQueries(client, restoredAt);
    expect(client.getQueryState(['scores'])?.isInvalidated).toBe(false);
  });

  it('leaves alone an answer this document had before the restore started (the user fetch that started it)', async () => {
    setOnline(true);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
    client.setQueryData(['auth', 'user'], { id: 'u1' }, { updatedAt: restoredAt - 5 });
    const fetchUser = vi.fn(async () => ({ id: 'u1' }));
    const observer = new QueryObserver(client, { queryKey: ['auth', 'user'], queryFn: fetchUser });
    const unsubscribe = observer.subscribe(() => undefined);
    const answeredBefore = answeredQueries(client);
    // The restore brings back a saved list (and nothing newer for the user).
    client.setQueryData(['games'], ['saved'], { updatedAt: restoredAt - 60_000 });
    refreshSavedQueries(client, restoredAt, answeredBefore);
    await Promise.resolve();
    expect(fetchUser).not.toHaveBeenCalled();
    expect(client.getQueryState(['auth', 'user'])?.isInvalidated).toBe(false);
    expect(client.getQueryState(['games'])?.isInvalidated).toBe(true);
    unsubscribe();
  });

  it('still refreshes an answer that the restore replaced with a newer saved one', () => {
    setOnline(true);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(['games'], ['mine, early'], { updatedAt: restoredAt - 60_000 });
    const answeredBefore = answeredQueries(client);
    client.setQueryData(['games'], ['saved by another tab'], { updatedAt: restoredAt - 30_000 });
    refreshSavedQueries(client, restoredAt, answeredBefore);
    expect(client.getQueryState(['games'])?.isInvalidated).toBe(true);
  });

  it('offline, keeps showing the saved answer and asks again only once the connection is back', async () => {
    setOnline(false);
    const { client, fetchGames, unsubscribe } = clientWithSavedGames();
    refreshSavedQueries(client, restoredAt);
    await Promise.resolve();
    expect(fetchGames).not.toHaveBeenCalled();
    expect(client.getQueryData(['games'])).toEqual(['saved']);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(client.getQueryData(['games'])).toEqual(['fresh']));
    expect(fetchGames).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('stops waiting for the connection when the person signs out first', async () => {
    setOnline(false);
    const { client, fetchGames, unsubscribe } = clientWithSavedGames();
    const stop = refreshSavedQueries(client, restoredAt);
    stop();
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(fetchGames).not.toHaveBeenCalled();
    unsubscribe();
  });
});
