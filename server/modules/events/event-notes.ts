import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';

/**
 * What a write tells every instance (decision 0026): one NOTIFY on one channel, ids only (a
 * payload must stay under PostgreSQL's 8000 bytes). Not the client's events (contract/events.ts):
 * a note names who is concerned, or only the game when the instance delivering it must look up
 * who may see it (members, managers, the notified) in the database at that moment. A note sent
 * to people looked up names the person who caused it (`userId` of a join request, `actorId`):
 * whoever blocks them is left out of that lookup (docs/decisions/0043-blocks.md).
 */
export const EVENTS_CHANNEL = 'live_events';

const id = z.uuid();
export const eventNoteSchema = z.discriminatedUnion('kind', [
  /** To the recipient (then their unread count) and the sender's other streams. */
  z.object({ kind: z.literal('message'), gameId: id, fromUserId: id, toUserId: id, messageId: id }),
  /** The person's unread count changed some other way (they read a thread): recount for them. */
  z.object({ kind: z.literal('unread'), userId: id }),
  z.object({ kind: z.literal('invitation'), gameId: id, userId: id }),
  /** To the game's creator and admins, looked up when delivering; `userId` asks to join. */
  z.object({ kind: z.literal('join-request'), gameId: id, userId: id }),
  /** A game was finalised: each person with a notification of it gets theirs (looked up). */
  z.object({ kind: z.literal('game-end'), gameId: id }),
  /** A game's reminders were made (game-end/remind-game.ts): each person reminded gets theirs (looked up). */
  z.object({ kind: z.literal('game-ending'), gameId: id }),
  /** To the game's participants, looked up when delivering. 'changed': hidden or restored by moderation (decision 0040). */
  z.object({
    kind: z.literal('post'),
    gameId: id,
    postId: id,
    change: z.enum(['created', 'deleted', 'changed']),
    /** Who wrote or deleted it; absent when nobody the audience could block did (moderation). */
    actorId: id.optional(),
  }),
  /** `actorId` gave or took back the like. */
  z.object({ kind: z.literal('like'), gameId: id, postId: id, upvoteCount: z.number().int().min(0), actorId: id }),
]);
export type EventNote = z.infer<typeof eventNoteSchema>;

/** Where publishing failures are reported, per database handle (the events plugin sets the app's log). */
const failureReporters = new WeakMap<Database, (error: unknown, note: EventNote) => void>();

export function reportPublishFailures(db: Database, report: (error: unknown, note: EventNote) => void): void {
  failureReporters.set(db, report);
}

/**
 * What this instance itself does with each note it publishes, once (Web Push, decision 0028): the
 * notes reach every instance, so anything that must happen once per write hangs here instead.
 */
const publishSubscribers = new WeakMap<Database, (note: EventNote) => Promise<void>>();

export function onPublish(db: Database, subscriber: (note: EventNote) => Promise<void>): void {
  publishSubscribers.set(db, subscriber);
}

/**
 * Tells every instance about a committed write. Call it after the transaction, with the handle the
 * transaction was opened on: a NOTIFY is sent at its own commit, and one sent inside a transaction
 * that rolls back is never heard. Never throws: a lost event costs the people concerned one poll
 * (30 s), a failed write answer would cost them the write. The write awaits it (one short
 * statement), so it is done when the answer leaves: nothing of a request runs on after it (a
 * statement that did would land in whatever the connection does next).
 */
export async function publishEvent(db: Database, note: EventNote): Promise<void> {
  try {
    await publishSubscribers.get(db)?.(note);
  } catch (error) {
    failureReporters.get(db)?.(error, note);
  }
  try {
    await db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify(note)})`);
  } catch (error) {
    const report = failureReporters.get(db);
    if (report) report(error, note);
    else console.warn(`Publishing a live event failed (${(error as Error).message})`);
  }
}
