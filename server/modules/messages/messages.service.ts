import { and, count, eq, sql } from 'drizzle-orm';
import type { UnreadCount } from '../../../contract/messages';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema/messages';

/**
 * The header badge, polled every 30 s by every signed-in tab. The `not is_read` condition is
 * spelled exactly like the partial index messages_unread_idx, so only my unread rows are touched.
 */
export async function unreadCount(db: Database, userId: string): Promise<UnreadCount> {
  const [row] = await db
    .select({ count: count() })
    .from(messages)
    .where(and(eq(messages.recipientId, userId), sql`not ${messages.isRead}`));
  return { count: row?.count ?? 0 };
}
