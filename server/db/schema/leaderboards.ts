import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, uuid } from 'drizzle-orm/pg-core';
import { time } from './columns';
import { users } from './users';

/**
 * The 'Past 30 Days' figures of the global leaderboards (DESIGN §6 "Global leaderboards"), one row
 * per person with any figure above 0. Written only by the refresh job
 * (server/modules/leaderboards/refresh-30d.ts) from the per-day counters and the games' sizes, at
 * most 60 s stale; a leaderboard read sorts on these indexes and never aggregates posts, likes or
 * participants. The partial indexes hold only the people a board lists (figure above 0).
 */
export const leaderboard30d = pgTable(
  'leaderboard_30d',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accomplishments: integer('accomplishments').notNull().default(0),
    popularVotes: integer('popular_votes').notNull().default(0),
    creatorParticipants: integer('creator_participants').notNull().default(0),
    creatorLargestGame: integer('creator_largest_game').notNull().default(0),
    creatorAccomplishments: integer('creator_accomplishments').notNull().default(0),
  },
  (t) => [
    index('leaderboard_30d_accomplishments_idx').on(t.accomplishments.desc()).where(sql`${t.accomplishments} > 0`),
    index('leaderboard_30d_popular_votes_idx').on(t.popularVotes.desc()).where(sql`${t.popularVotes} > 0`),
    index('leaderboard_30d_creator_participants_idx').on(t.creatorParticipants.desc()).where(sql`${t.creatorParticipants} > 0`),
    index('leaderboard_30d_creator_largest_idx').on(t.creatorLargestGame.desc()).where(sql`${t.creatorLargestGame} > 0`),
    index('leaderboard_30d_creator_accomplishments_idx')
      .on(t.creatorAccomplishments.desc())
      .where(sql`${t.creatorAccomplishments} > 0`),
  ],
);

/**
 * The refresh job's claim row (one row, id 1): an instance refreshes only when its conditional
 * UPDATE of `refreshed_at` succeeds, so several instances at once take turns instead of racing
 * (DESIGN §6: "safe on several instances at once").
 */
export const leaderboardRefresh = pgTable('leaderboard_refresh', {
  id: smallint('id').primaryKey(),
  refreshedAt: time('refreshed_at').notNull(),
});
