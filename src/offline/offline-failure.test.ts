import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { isOfflineFailure } from './offline-failure';

describe('isOfflineFailure', () => {
  it('is a fetch that never got an answer', () => {
    expect(isOfflineFailure(new TypeError('Failed to fetch'), true)).toBe(true);
    expect(isOfflineFailure(new TypeError('NetworkError when attempting to fetch resource.'), true)).toBe(true);
    expect(isOfflineFailure(new TypeError('Load failed'), true)).toBe(true);
    expect(isOfflineFailure(new TypeError('whatever'), false)).toBe(true);
  });

  it('is never an answer from the server or a bug', () => {
    expect(isOfflineFailure(new ApiError(404, '404: Game not found'), false)).toBe(false);
    expect(isOfflineFailure(new TypeError("Cannot read properties of undefined (reading 'x')"), true)).toBe(false);
    expect(isOfflineFailure(new SyntaxError('Unexpected token'), false)).toBe(false);
    expect(isOfflineFailure(null, false)).toBe(false);
  });
});
