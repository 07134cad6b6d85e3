import { api, ApiError, errorText } from '@/lib/api-client';
import { blobToDataUrl } from '@/lib/blob-to-data-url';
import type { OutboxEntry, SendOutcome } from './outbox-entry';

/** Answers worth sending again: a timeout, the first attempt still running, too many requests, a server fault. */
const RETRYABLE = new Set([408, 409, 425, 429]);

function request(entry: OutboxEntry): Promise<unknown> {
  // The entry's id makes every attempt the same request to the server (DESIGN §4). A 401 gets
  // SPEC §8's 'Unauthorized' toast and the login redirect like any other write; the entry waits
  // for the same person to sign in again.
  const options = { headers: { 'Idempotency-Key': entry.id } };
  switch (entry.kind) {
    case 'post': {
      const { gameId, content, createdAt, photo } = entry.payload;
      return (photo ? blobToDataUrl(photo) : Promise.resolve(null)).then((image) =>
        api.post('/api/posts', { gameId, content, createdAt, image }, options),
      );
    }
    case 'like':
      return api.put(`/api/posts/${encodeURIComponent(entry.payload.postId)}/upvote`, { upvoted: entry.payload.upvoted }, options);
    case 'comment':
      return api.post('/api/comments', entry.payload, options);
  }
}

/** One attempt at one entry, its outcome classified for the outbox; never throws. */
export async function sendEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    return { result: 'sent', response: await request(entry) };
  } catch (error) {
    if (!(error instanceof ApiError)) return { result: 'retry', message: 'No connection' };
    if (error.status === 401) return { result: 'signed-out' };
    if (error.status >= 500 || RETRYABLE.has(error.status)) return { result: 'retry', message: errorText(error) };
    return { result: 'refused', message: errorText(error) };
  }
}
