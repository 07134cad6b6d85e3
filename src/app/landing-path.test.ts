import { describe, expect, it } from 'vitest';
import { showsLandingWhenSignedOut } from './landing-path';

describe('showsLandingWhenSignedOut (docs/decisions/0046-password-and-devices.md)', () => {
  it('shows the landing page for any path but sign-in, a join link and a reset link', () => {
    for (const path of ['/', '/profile', '/games/x', '/reset-password/x', '/join/a/b', '/joinx']) expect(showsLandingWhenSignedOut(path), path).toBe(true);
    for (const path of ['/signin', '/join/ABC123', '/join', '/join/', '/reset-password']) expect(showsLandingWhenSignedOut(path), path).toBe(false);
  });
});
