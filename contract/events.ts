import { z } from 'zod';

/**
 * GET /api/events: the live-update stream (docs/architecture.md §6 "Live updates and push", decision 0026).
 * Every event is one server-sent-events message without an `event:` line, so one `onmessage`
 * handler reads them all; `type` tells them apart (the app checks only that, against the zod-free
 * live-event-types.ts: decision 0024; the server's tests parse with `liveEventSchema`). Events carry ids,
 * never content: they say which queries to refresh (the client reads the documents it already
 * has), so nothing a person may not read travels on the stream, and a lost event costs a poll.
 */

/** A heartbeat comment (`: ping`) is written this often, so proxies keep the stream open. */
export const LIVE_HEARTBEAT_SECONDS = 25;
/** Open streams per person (tabs, devices); a new one closes the oldest (decision 0026). */
export const LIVE_STREAMS_PER_PERSON = 5;
/**
 * The SSE `retry:` a closed-by-replacement stream gets (1 hour): EventSource waits that long before
 * reconnecting by itself, so six tabs cannot keep closing each other. The app reconnects on focus.
 */
export const LIVE_REPLACED_RETRY_MS = 3_600_000;

const id = z.uuid();

export const liveEventSchema = z.discriminatedUnion('type', [
  /** First on every stream: it is up. After a reconnect, refresh what is shown (events were missed). */
  z.object({ type: z.literal('ready') }),
  /** A message to me, or one I sent from another tab or device: refresh that thread and the list. */
  z.object({ type: z.literal('message'), gameId: id, fromUserId: id, toUserId: id, messageId: id }),
  /** My unread messages now (after a message to me, or after I read a thread elsewhere): the badge. */
  z.object({ type: z.literal('unread-count'), count: z.number().int().min(0) }),
  /** Someone invited me to a game: refresh my invitations. */
  z.object({ type: z.literal('invitation'), gameId: id }),
  /** Someone asked to join a game I manage: refresh my invitations (pending requests). */
  z.object({ type: z.literal('join-request'), gameId: id }),
  /** A game I played was finalised: my notification is waiting (the celebration dialog). */
  z.object({ type: z.literal('game-notification'), gameId: id, notificationId: id }),
  /**
   * A post was created, deleted or changed (hidden or restored by moderation, or one of its comments
   * was) in a game I am in: refresh its feed and scores.
   */
  z.object({ type: z.literal('post'), gameId: id, postId: id, change: z.enum(['created', 'deleted', 'changed']) }),
  /** A post in a game I am in got or lost a like: its count now. */
  z.object({ type: z.literal('like'), gameId: id, postId: id, upvoteCount: z.number().int().min(0) }),
  /**
   * Too many of my streams were open: this one, the oldest, is closed. Don't reconnect until the
   * tab is used again (poll meanwhile).
   */
  z.object({ type: z.literal('replaced') }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];
