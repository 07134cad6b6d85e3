/** The moment and the per-game Idempotency-Keys of a share, kept across retries of the same share. */
export interface ShareAttempt {
  content: string;
  photo: Blob | null;
  createdAt: string;
  /** gameId → Idempotency-Key. */
  keys: Readonly<Record<string, string>>;
}

interface ShareValues {
  content: string;
  photo: Blob | null;
  gameIds: string[];
}

/**
 * What a press of the share button sends. Sending the same text and photo again (after a failure,
 * or to the games that failed last time) reuses the first press's moment and keys: a post whose
 * answer was lost on the way is then answered from the server's record instead of being written
 * twice. Any change to the text or photo is a new share with a new moment and new keys.
 */
export function nextShareAttempt(
  previous: ShareAttempt | null,
  { content, photo, gameIds }: ShareValues,
  { now = new Date(), newKey = () => crypto.randomUUID() }: { now?: Date; newKey?: () => string } = {},
): ShareAttempt {
  const same = previous !== null && previous.content === content && previous.photo === photo;
  const keys = Object.fromEntries(gameIds.map((id) => [id, (same && previous.keys[id]) || newKey()]));
  return { content, photo, createdAt: same ? previous.createdAt : now.toISOString(), keys };
}
