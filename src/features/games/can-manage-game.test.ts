import { describe, expect, it } from 'vitest';
import { canManageGame } from './can-manage-game';

describe('canManageGame', () => {
  const participants = [
    { userId: 'admin', isAdmin: true },
    { userId: 'player', isAdmin: false },
  ];

  it('lets the creator manage', () => {
    expect(canManageGame({ creatorId: 'owner', participants }, 'owner')).toBe(true);
  });
  it('lets an admin participant manage', () => {
    expect(canManageGame({ creatorId: 'owner', participants }, 'admin')).toBe(true);
  });
  it('refuses a plain participant and an outsider', () => {
    expect(canManageGame({ creatorId: 'owner', participants }, 'player')).toBe(false);
    expect(canManageGame({ creatorId: 'owner', participants }, 'stranger')).toBe(false);
    expect(canManageGame({ creatorId: 'owner' }, 'stranger')).toBe(false);
  });
});
