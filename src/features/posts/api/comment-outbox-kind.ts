import type { createCommentSchema } from '@contract/posts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { OutboxEntry } from '@/offline/outbox/outbox-entry';
import { defineOutboxKind } from '@/offline/outbox/outbox-kind';

export type CommentPayload = z.output<typeof createCommentSchema>;

/** POST /api/comments `{ content, postId }` through the outbox (docs/architecture.md §7). */
export const commentOutboxKind = defineOutboxKind<CommentPayload>({
  kind: 'comment',
  payload: () => import('@contract/posts').then((m) => m.createCommentSchema),
  send: (comment, { headers }) => api.post('/api/comments', comment, { headers }),
  refreshes: [['posts'], ['activity'], ['user'], ['games']],
  title: () => 'Comment',
  text: (comment) => comment.content,
});

/** `userId`'s comments on `postId` still in the outbox, oldest first. */
export function queuedComments(entries: OutboxEntry[], userId: string, postId: string) {
  return entries.filter(
    (entry): entry is OutboxEntry & { payload: CommentPayload } =>
      commentOutboxKind.owns(entry) && entry.userId === userId && entry.payload.postId === postId,
  );
}
