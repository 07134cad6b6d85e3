import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../../contract/activity';
import { foldPosts, mergeActivity, type ActivityPost } from './activity-fold';

const user = { id: 'u1', username: 'ann', firstName: 'Ann', lastName: null, email: null, profileImageUrl: null, bio: null };
const at = new Date('2026-05-20T12:00:00Z');
const row = (id: string, gameId: string, overrides: Partial<ActivityPost> = {}): ActivityPost => ({
  id,
  gameId,
  gameName: `Game ${gameId}`,
  userId: 'u1',
  content: 'Ran 5 km',
  imageId: null,
  isRedacted: false,
  createdAt: at,
  user,
  ...overrides,
});

describe('foldPosts', () => {
  it('folds one share into several games into one item listing them', () => {
    const items = foldPosts([row('p1', 'g1'), row('p2', 'g2', { imageId: '00000000-0000-4000-8000-000000000002' }), row('p3', 'g3')]);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: 'p1',
      gameId: 'g1',
      game: { name: 'Game g1' },
      games: [
        { id: 'g1', name: 'Game g1' },
        { id: 'g2', name: 'Game g2' },
        { id: 'g3', name: 'Game g3' },
      ],
      isMultiGame: true,
      image: '/api/images/00000000-0000-4000-8000-000000000002',
    });
  });

  it('keeps apart posts differing in author, content or time, and lists a game once', () => {
    const items = foldPosts([
      row('p1', 'g1'),
      row('p2', 'g2', { userId: 'u2' }),
      row('p3', 'g3', { content: 'Ran 6 km' }),
      row('p4', 'g4', { createdAt: new Date(at.getTime() - 1) }),
      row('p5', 'g1'),
    ]);
    expect(items.map((i) => i.id)).toEqual(['p1', 'p2', 'p3', 'p4']);
    expect(items[0]!.games).toEqual([{ id: 'g1', name: 'Game g1' }]);
    expect(items[0]!.isMultiGame).toBe(false);
  });

  it('shows a redacted post without its text', () => {
    expect(foldPosts([row('p1', 'g1', { isRedacted: true, content: '' })])[0]).toMatchObject({ content: '', isRedacted: true });
  });
});

describe('mergeActivity', () => {
  it('interleaves posts and comments newest first and cuts to the limit', () => {
    const item = (id: string, iso: string) => ({ id, createdAt: iso }) as ActivityItem;
    const merged = mergeActivity(
      [item('p1', '2026-05-20T10:00:00Z'), item('p2', '2026-05-20T08:00:00Z')],
      [item('c1', '2026-05-20T09:00:00Z'), item('c2', '2026-05-20T11:00:00Z')],
      3,
    );
    expect(merged.map((i) => i.id)).toEqual(['c2', 'p1', 'c1']);
  });
});
