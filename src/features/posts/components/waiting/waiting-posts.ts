import type { OutboxEntry } from '@/offline/outbox/outbox-entry';
import { postOutboxKind } from '../../api/post-outbox-kind';
import type { PostPayload } from '../../api/post-payload';

/** One share still in the outbox: the same content, photo and moment going into one or more games. */
export interface WaitingShare {
  /** The first entry's id (stable while it waits). */
  id: string;
  content: string;
  photo: Blob | null;
  createdAt: string;
  games: { id: string; name: string }[];
  /** Refused by the server for good (shown until retried or discarded from the outbox). */
  failed: boolean;
}

/**
 * The person's posts still in the outbox, newest first, folded like the activity feed folds a
 * share into several games (same content and createdAt). `gameId` keeps only that game's.
 */
export function waitingShares(entries: OutboxEntry[], userId: string, gameId?: string): WaitingShare[] {
  const shares = new Map<string, WaitingShare>();
  for (const entry of entries) {
    if (!postOutboxKind.owns(entry) || entry.userId !== userId) continue;
    const post: PostPayload = entry.payload;
    if (gameId && post.gameId !== gameId) continue;
    const key = `${post.createdAt}\u0000${post.content}`;
    const share = shares.get(key);
    const game = { id: post.gameId, name: post.gameName };
    if (share) {
      share.games.push(game);
      share.failed ||= entry.status === 'failed';
    } else {
      shares.set(key, {
        id: entry.id,
        content: post.content,
        photo: post.photo,
        createdAt: post.createdAt,
        games: [game],
        failed: entry.status === 'failed',
      });
    }
  }
  return [...shares.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
