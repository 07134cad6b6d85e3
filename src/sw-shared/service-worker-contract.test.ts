import { describe, expect, it } from 'vitest';
import { isCachedApiPath, isImagePath, messageType } from './service-worker-contract';

describe('what the service worker keeps', () => {
  it.each(['/api/games', '/api/games/7', '/api/posts', '/api/activity', '/api/user/stats', '/api/leaderboard/players', '/api/authors'])(
    'keeps GET %s',
    (path) => expect(isCachedApiPath(path)).toBe(true),
  );

  it.each(['/api/auth/user', '/api/auth/signin', '/api/auth', '/api/login', '/api/logout', '/api/callback', '/api/notifications/games', '/api/user/export', '/api/images/abc', '/', '/games/7', '/apix'])(
    'never keeps %s in the API cache',
    (path) => expect(isCachedApiPath(path)).toBe(false),
  );

  it('sends images to their own cache', () => {
    expect(isImagePath('/api/images/abc')).toBe(true);
    expect(isImagePath('/api/games')).toBe(false);
  });

  it('reads the type of a message', () => {
    expect(messageType({ type: 'SKIP_WAITING' })).toBe('SKIP_WAITING');
    expect(messageType('SKIP_WAITING')).toBeUndefined();
    expect(messageType(null)).toBeUndefined();
    expect(messageType({ type: 1 })).toBeUndefined();
  });
});
