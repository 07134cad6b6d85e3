import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id } from './columns';
import { games } from './games';
import { users } from './users';

export const groups = pgTable(
  'groups',
  {
    id: id(),
    gameId: belongsTo('game_id', () => games.id),
    name: text('name').notNull(),
    color: text('color').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('groups_game_name_key').on(t.gameId, sql`lower(${t.name})`)],
);

export const groupMembers = pgTable(
  'group_members',
  {
    id: id(),
    groupId: belongsTo('group_id', () => groups.id),
    /** Repeated from the group so "one group per participant per game" is a unique index. */
    gameId: belongsTo('game_id', () => games.id),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('group_members_game_user_key').on(t.gameId, t.userId), index('group_members_group_idx').on(t.groupId)],
);
