import { and, eq, sql } from 'drizzle-orm';
import type { ReportTargetType } from '@contract/reports';
import type { Database } from '../../db/client';
import { gameParticipants } from '../../db/schema/games';
import { messages } from '../../db/schema/messages';
import { comments, posts } from '../../db/schema/posts';
import { users } from '../../db/schema/users';
import { HttpError } from '../../http-error';

export const NOT_FOUND: Record<ReportTargetType, string> = {
  post: 'Post not found',
  comment: 'Comment not found',
  message: 'Message not found',
  user: 'User not found',
};
export const OWN_CONTENT: Record<ReportTargetType, string> = {
  post: "You can't report your own post",
  comment: "You can't report your own comment",
  message: "You can't report your own message",
  user: "You can't report yourself",
};

/** What a report points at: its foreign key, the author (or the person) and, for posts and comments, the game. */
export interface ReportTarget {
  type: ReportTargetType;
  id: string;
  authorId: string;
  gameId: string | null;
}

/** Whether `userId` takes part in `gameId` (the rule by which a game's posts and comments are read). */
async function isParticipant(db: Database, gameId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(gameParticipants)
    .where(and(eq(gameParticipants.gameId, gameId), eq(gameParticipants.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * docs/decisions/0040-trust-and-safety.md: only someone who can see the target may report it. A post or comment: a participant
 * of its game (who reads a game's posts: game-access.ts, posts.document.ts); a message: its
 * recipient (its sender sees it too, but it is their own); a person: someone sharing a game with
 * them. One's own content, or oneself: 400. Missing, or not visible to the reporter: 404 with the
 * same text, so a report never tells whether something exists.
 */
export async function findReportTarget(db: Database, reporterId: string, type: ReportTargetType, id: string): Promise<ReportTarget> {
  const missing = new HttpError(404, NOT_FOUND[type]);
  if (type === 'user') {
    if (id === reporterId) throw new HttpError(400, OWN_CONTENT.user);
    const [shared] = await db
      .select({ one: sql`1` })
      .from(gameParticipants)
      .innerJoin(users, eq(users.id, gameParticipants.userId))
      .where(
        and(
          eq(gameParticipants.userId, id),
          sql`exists (select 1 from game_participants mine where mine.game_id = ${gameParticipants.gameId} and mine.user_id = ${reporterId})`,
        ),
      )
      .limit(1);
    if (!shared) throw missing;
    return { type, id, authorId: id, gameId: null };
  }
  if (type === 'message') {
    const [message] = await db
      .select({ senderId: messages.senderId, recipientId: messages.recipientId })
      .from(messages)
      .where(eq(messages.id, id))
      .limit(1);
    if (!message || (message.senderId !== reporterId && message.recipientId !== reporterId)) throw missing;
    if (message.senderId === reporterId) throw new HttpError(400, OWN_CONTENT.message);
    return { type, id, authorId: message.senderId, gameId: null };
  }
  const table = type === 'post' ? posts : comments;
  const [row] = await db.select({ gameId: table.gameId, userId: table.userId }).from(table).where(eq(table.id, id)).limit(1);
  if (!row) throw missing;
  if (row.userId === reporterId) throw new HttpError(400, OWN_CONTENT[type]);
  if (!(await isParticipant(db, row.gameId, reporterId))) throw missing;
  return { type, id, authorId: row.userId, gameId: row.gameId };
}
