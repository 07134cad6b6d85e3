import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema/messages';
import { comments } from '../../db/schema/posts';
import { sessions, users } from '../../db/schema/users';
import { HttpError } from '../../http-error';
import type { EventNote } from '../events/event-notes';
import { changePostsOfAuthor } from './hidden-content';

export const USER_NOT_FOUND = 'User not found';

/** One event per game whose screens show something that changed (any of its posts will do). */
function perGame(notes: EventNote[]): EventNote[] {
  const byGame = new Map<string, EventNote>();
  for (const note of notes) if ('gameId' in note && !byGame.has(note.gameId)) byGame.set(note.gameId, note);
  return [...byGame.values()];
}

/**
 * Suspends a person (operators; docs/decisions/0040-trust-and-safety.md): `suspended_at` set, every
 * session ended, and everything they wrote that is shown hidden with hidden_by = 'suspension'
 * (posts with their points withheld while their game is not finalised). Content already hidden
 * by reports or moderators keeps its cause. Suspending someone already suspended changes nothing.
 * 404 for no such person. Returns the live events to publish after the commit.
 */
export async function suspendUser(tx: Database, userId: string): Promise<EventNote[]> {
  // The person's row first: two suspensions at once are one, the second finds it set.
  const [person] = await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId)).for('update');
  if (!person) throw new HttpError(404, USER_NOT_FOUND);
  if (person.suspendedAt) return [];
  await tx.update(users).set({ suspendedAt: sql`now()` }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const notes = await changePostsOfAuthor(tx, userId, { hide: 'suspension' });
  const hiddenComments = await tx
    .update(comments)
    .set({ hiddenBy: 'suspension', hiddenAt: sql`now()` })
    .where(and(eq(comments.userId, userId), isNull(comments.hiddenBy)))
    .returning({ gameId: comments.gameId, postId: comments.postId });
  await tx
    .update(messages)
    .set({ hiddenBy: 'suspension', hiddenAt: sql`now()` })
    .where(and(eq(messages.senderId, userId), isNull(messages.hiddenBy)));
  return perGame([...notes, ...hiddenComments.map((c): EventNote => ({ kind: 'post', gameId: c.gameId, postId: c.postId, change: 'changed' }))]);
}

/**
 * Lifts a suspension: `suspended_at` cleared and exactly what the suspension hid shown again (with
 * the points of posts in games not finalised given back). Lifting one that isn't there changes
 * nothing. 404 for no such person.
 */
export async function unsuspendUser(tx: Database, userId: string): Promise<EventNote[]> {
  const [person] = await tx.select({ suspendedAt: users.suspendedAt }).from(users).where(eq(users.id, userId)).for('update');
  if (!person) throw new HttpError(404, USER_NOT_FOUND);
  if (!person.suspendedAt) return [];
  await tx.update(users).set({ suspendedAt: null }).where(eq(users.id, userId));
  const notes = await changePostsOfAuthor(tx, userId, { restore: 'suspension' });
  const shownComments = await tx
    .update(comments)
    .set({ hiddenBy: null, hiddenAt: null })
    .where(and(eq(comments.userId, userId), eq(comments.hiddenBy, 'suspension')))
    .returning({ gameId: comments.gameId, postId: comments.postId });
  await tx
    .update(messages)
    .set({ hiddenBy: null, hiddenAt: null })
    .where(and(eq(messages.senderId, userId), eq(messages.hiddenBy, 'suspension')));
  return perGame([...notes, ...shownComments.map((c): EventNote => ({ kind: 'post', gameId: c.gameId, postId: c.postId, change: 'changed' }))]);
}
