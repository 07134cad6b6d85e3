import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_RESPONSE_MAX_AGE_MS, forgetEarlyResponses, startEarlyRequest, takeEarlyResponse } from './early-requests';

const answer = (body: string) => vi.fn(async () => new Response(body));

afterEach(() => {
  forgetEarlyResponses();
  vi.useRealTimers();
});

describe('early requests', () => {
  it('hands an early response out once, to the first taker of its URL', async () => {
    const request = answer('one');
    const started = startEarlyRequest('/api/x', request);
    const taken = takeEarlyResponse('/api/x');
    expect(taken).toBe(started);
    expect(await (await taken!).text()).toBe('one');
    expect(takeEarlyResponse('/api/x')).toBeUndefined();
    expect(takeEarlyResponse('/api/other')).toBeUndefined();
  });

  it('asks once for a URL that is already waiting', () => {
    const request = answer('one');
    const first = startEarlyRequest('/api/x', request);
    expect(startEarlyRequest('/api/x', request)).toBe(first);
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('drops an answer older than the maximum age', () => {
    vi.useFakeTimers();
    startEarlyRequest('/api/x', answer('old'));
    vi.advanceTimersByTime(EARLY_RESPONSE_MAX_AGE_MS + 1);
    expect(takeEarlyResponse('/api/x')).toBeUndefined();
  });

  it('forgets every answer not taken yet', () => {
    startEarlyRequest('/api/x', answer('one'));
    forgetEarlyResponses();
    expect(takeEarlyResponse('/api/x')).toBeUndefined();
  });

  it('keeps a failure that nobody takes from being an unhandled rejection (vitest fails the run on one)', async () => {
    startEarlyRequest('/api/x', async () => {
      throw new TypeError('Failed to fetch');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    forgetEarlyResponses();
  });
});
