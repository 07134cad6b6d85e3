import { describe, expect, it } from 'vitest';
import { isKeptQueryKey, persistedCacheKey, shouldPersistQuery } from './persisted-queries';

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
    [['notifications', 'games']],
    [['messages', 'unread-count']],
  ])('keeps %j', (key) => {
    expect(isKeptQueryKey(key)).toBe(true);
  });

  it.each([[['games', 'search', 'run']], [['users', 'search', 'ad']], [['auth']], [['something-else']], [[]]])(
    'does not keep %j',
    (key) => {
      expect(isKeptQueryKey(key)).toBe(false);
    },
  );

  it('saves only successful answers of kept queries', () => {
    expect(shouldPersistQuery({ queryKey: ['games', 'mine'], state: { status: 'success' } })).toBe(true);
    expect(shouldPersistQuery({ queryKey: ['games', 'mine'], state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['games', 'mine'], state: { status: 'pending' } })).toBe(false);
    expect(shouldPersistQuery({ queryKey: ['users', 'search', 'ad'], state: { status: 'success' } })).toBe(false);
  });

  it('keeps each person under a key of their own', () => {
    expect(persistedCacheKey('u1')).not.toBe(persistedCacheKey('u2'));
    expect(persistedCacheKey('u1')).toBe('queries:u1');
  });
});
