import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema/results';
import { HttpError } from '../../http-error';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/**
 * PUT /api/notifications/{id}/read: only my own; another person's id answers exactly like a
 * missing one (docs/architecture.md §6). Marking a read notification again changes nothing and is no error: the
 * app may retry after a lost answer.
 */
export async function markNotificationRead(db: Database, userId: string, id: string): Promise<void> {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (marked.length === 0) throw new HttpError(404, NOTIFICATION_NOT_FOUND);
}
