import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_BLOCK_YOURSELF = 'You cannot block yourself';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * PUT /api/users/{id}/block (docs/decisions/0043-blocks.md): anyone signed in may block any
 * existing person, no shared game needed. Idempotent: blocking again keeps the first row (and its
 * time, so the list's order does not move). One statement: the person's existence and the insert.
 */
export async function blockUser(db: Database, blockerId: string, blockedId: string): Promise<void> {
  if (blockerId === blockedId) throw new HttpError(400, CANNOT_BLOCK_YOURSELF);
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`
      with target as (select u.id from users u where u.id = ${blockedId}),
      added as (
        insert into user_blocks (blocker_id, blocked_id) select ${blockerId}, target.id from target
        on conflict (blocker_id, blocked_id) do nothing
      )
      select exists (select 1 from target) as found`),
  );
  if (!row?.found) throw new HttpError(404, USER_NOT_FOUND);
}

/** DELETE /api/users/{id}/block: unblocking someone I don't block is fine (204); an unknown person is 404. */
export async function unblockUser(db: Database, blockerId: string, blockedId: string): Promise<void> {
  if (blockerId === blockedId) throw new HttpError(400, CANNOT_BLOCK_YOURSELF);
  const [row] = rowsOf<{ found: boolean }>(
    await db.execute(sql`
      with removed as (delete from user_blocks where blocker_id = ${blockerId} and blocked_id = ${blockedId})
      select exists (select 1 from users u where u.id = ${blockedId}) as found`),
  );
  if (!row?.found) throw new HttpError(404, USER_NOT_FOUND);
}
