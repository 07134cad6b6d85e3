import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isKeptQueryKey, persistedCacheKey, savedQueryState, shouldPersistQuery } from './persisted-queries';

describe('persisted queries', () => {
  it.each([
    [['auth', 'user']],
    [['user', 'stats']],
    [['user', 'accomplishments', 2]],
    [['games', 'mine']],
    [['games', 'b7f3', 'participants']],
    [['games', 'b7f3', 'scores']],
    [['posts', 'b7f3', 1]],
    [['activity']],
    [['invitations']],
    [['leaderboard', 'players', 'alltime', 'medals']],
    [['messages', 'unread-count']],
  ])('keeps %j', (key) => {
    expect(isKeptQueryKey(key)).toBe(true);
  });

  it.each([
    [['games', 'search', 'run']],
    [['users', 'search', 'ad']],
    // A saved, already read notification would open its celebration dialog again after a reload.
    [['notifications', 'games']],
    [['auth']],
    [['something-else']],
    [[]],
  ])(
    'does not keep %j',
    (key) => {
      expect(isKeptQueryKey(key)).toBe(false);
    },
  );

  it('saves only answers of kept queries', () => {
    expect(shouldPersistQuery({ queryKey: ['games', 'mine'], state: { status: 'success' } })).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['games', 'mine'], state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['games', 'mine'], state: { status: 'pending' } })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['users', 'search', 'ad'], state: { status: 'success' } })).toBe(false);
  });

  it('keeps the last answer of a query whose refresh failed offline, not of one the server refused', () => {
    const offline = new TypeError('Failed to fetch');
    const answer = { id: 'u1' };
    expect(shouldPersistQuery({ queryKey: ['auth', 'user'], state: { status: 'error', data: answer, error: offline } })).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['auth', 'user'], state: { status: 'error', data: undefined, error: offline } })).toBe(false);
    const refused = new ApiError(404, '404: Game not found');
    expect(shouldPersistQuery({ queryKey: ['games', 'g1'], state: { status: 'error', data: answer, error: refused } })).toBe(false);
  });

  it('saves a query whose refresh failed as the answer it still has', () => {
    const state = { status: 'error', data: { id: 'u1' }, error: new TypeError('Failed to fetch'), fetchFailureCount: 1, fetchFailureReason: null, fetchStatus: 'idle', dataUpdatedAt: 5 };
    expect(savedQueryState(state)).toEqual({ ...state, status: 'success', error: null, fetchFailureCount: 0 });
    const answered = { status: 'success', data: { id: 'u1' } };
    expect(savedQueryState(answered)).toBe(answered);
  });

  it('keeps each person under a key of their own', () => {
    expect(persistedCacheKey('u1')).not.toBe(persistedCacheKey('u2'));
    expect(persistedCacheKey('u1')).toBe('queries:u1');
  });
});
