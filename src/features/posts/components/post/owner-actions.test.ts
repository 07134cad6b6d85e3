import { describe, expect, it } from 'vitest';
import { ownerActions } from './owner-actions';

const me = 'me';
const post = (status: 'active' | 'completed' | 'upcoming', extra: { image?: string | null; isRedacted?: boolean; userId?: string } = {}) => ({
  userId: extra.userId ?? me,
  image: extra.image ?? null,
  isRedacted: extra.isRedacted ?? false,
  game: { name: 'G', status },
});

describe('ownerActions', () => {
  it('offers edit, remove image (with an image) and delete in an active game', () => {
    expect(ownerActions(post('active', { image: '/api/images/x' }), me)).toEqual(['edit', 'remove-image', 'delete']);
    expect(ownerActions(post('active'), me)).toEqual(['edit', 'delete']);
  });

  it('offers redact (until done) and remove image in a completed game', () => {
    expect(ownerActions(post('completed', { image: '/api/images/x' }), me)).toEqual(['redact', 'remove-image']);
    expect(ownerActions(post('completed', { isRedacted: true }), me)).toEqual([]);
  });

  it("follows the game's status given by the caller over the post's cached copy", () => {
    // The game was ended after its posts page was fetched: the page knows, the post does not.
    expect(ownerActions(post('active', { image: '/api/images/x' }), me, 'completed')).toEqual(['redact', 'remove-image']);
    expect(ownerActions(post('active'), me, 'active')).toEqual(['edit', 'delete']);
  });

  it('offers nothing to anyone but the author', () => {
    expect(ownerActions(post('active', { userId: 'someone', image: '/api/images/x' }), me)).toEqual([]);
    expect(ownerActions(post('completed', { userId: 'someone' }), me)).toEqual([]);
  });
});
