import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@/offline/outbox/outbox-entry';
import { waitingShares } from './waiting-posts';

const entry = (id: string, gameId: string, content: string, createdAt: string, userId = 'u1', status: OutboxEntry['status'] = 'pending'): OutboxEntry => ({
  id,
  userId,
  kind: 'post',
  payload: { gameId, gameName: `Game ${gameId}`, content, createdAt, photo: null },
  status,
  attempts: 0,
  lastError: null,
  queuedAt: 0,
  nextAttemptAt: 0,
});

describe('waitingShares', () => {
  const entries = [
    entry('a', 'g1', 'Swam', '2026-11-22T10:00:00.000Z'),
    entry('b', 'g2', 'Swam', '2026-11-22T10:00:00.000Z', 'u1', 'failed'),
    entry('c', 'g1', 'Sang', '2026-11-22T11:00:00.000Z'),
    entry('d', 'g1', 'Theirs', '2026-11-22T12:00:00.000Z', 'u2'),
    { ...entry('e', 'g1', 'x', 'y'), kind: 'like', payload: { postId: 'p', upvoted: true, wasUpvoted: false } } as OutboxEntry,
  ];

  it('folds one share into several games, newest first, only mine and only posts', () => {
    expect(waitingShares(entries, 'u1')).toEqual([
      { id: 'c', content: 'Sang', photo: null, createdAt: '2026-11-22T11:00:00.000Z', games: [{ id: 'g1', name: 'Game g1' }], failed: false },
      {
        id: 'a',
        content: 'Swam',
        photo: null,
        createdAt: '2026-11-22T10:00:00.000Z',
        games: [
          { id: 'g1', name: 'Game g1' },
          { id: 'g2', name: 'Game g2' },
        ],
        failed: true,
      },
    ]);
  });

  it("keeps one game's when asked", () => {
    expect(waitingShares(entries, 'u1', 'g2').map((share) => share.id)).toEqual(['b']);
  });
});
