/**
 * The thread with one person about one game, under ['messages'] so every refresh of messages (the
 * outbox's after a delivery, docs/architecture.md §7) reaches it. Apart from get-thread.ts so the outbox kind,
 * loaded at start-up, takes only the key.
 */
export const threadQueryKey = (gameId: string, userId: string) => ['messages', 'thread', gameId, userId] as const;

/** /api/messages/conversations/{gameId}/{userId}: the thread, and with /read its marking. */
export const conversationPath = (gameId: string, userId: string) =>
  `/api/messages/conversations/${encodeURIComponent(gameId)}/${encodeURIComponent(userId)}`;
