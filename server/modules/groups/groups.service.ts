import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { createGroupSchema, Group, GroupColor } from '@contract/groups';
import type { Database } from '../../db/client';
import { groups } from '../../db/schema/groups';
import { HttpError } from '../../http-error';
import { isUniqueViolation } from '../../db/unique-violation';
import { requireManager } from '../games/game-access';
import { GROUP_NAME_TAKEN, GROUP_NOT_FOUND, lockGame } from './group-rules';

/**
 * POST /api/games/{id}/groups: the creator or an admin (docs/architecture.md §6). The name is unique in the game
 * ignoring case: the unique index groups_game_name_key (game_id, lower(name)) decides, so two
 * managers creating 'Otters' and 'otters' at once get one group and one 409, never two groups.
 */
export async function createGroup(
  db: Database,
  gameId: string,
  userId: string,
  input: z.output<typeof createGroupSchema>,
): Promise<Group> {
  await requireManager(db, gameId, userId);
  try {
    const row = await db.transaction(async (tx) => {
      await lockGame(tx, gameId);
      const [inserted] = await tx
        .insert(groups)
        .values({ gameId, name: input.name, color: input.color })
        .returning({ id: groups.id, name: groups.name, color: groups.color });
      return inserted!;
    });
    return { id: row.id, name: row.name, color: row.color as GroupColor, members: [] };
  } catch (error) {
    if (isUniqueViolation(error, 'groups_game_name_key')) throw new HttpError(409, GROUP_NAME_TAKEN);
    throw error;
  }
}

/**
 * DELETE /api/games/{id}/groups/{groupId}: the creator or an admin; its memberships go with it
 * (foreign key cascade). A group of another game named under this one is 404, as a missing one.
 */
export async function deleteGroup(db: Database, gameId: string, userId: string, groupId: string): Promise<void> {
  await requireManager(db, gameId, userId);
  const deleted = await db.transaction(async (tx) => {
    await lockGame(tx, gameId);
    return tx
      .delete(groups)
      .where(and(eq(groups.id, groupId), eq(groups.gameId, gameId)))
      .returning({ id: groups.id });
  });
  if (deleted.length === 0) throw new HttpError(404, GROUP_NOT_FOUND);
}
