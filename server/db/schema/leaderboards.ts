import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { byName, counter, extensionOf, time } from './columns';
import { users } from './users';

/**
 * The 'Past 30 Days' figures of the global leaderboards (docs/architecture.md §6 "Global leaderboards"), one row
 * per person with any figure above 0. Written only by the refresh job
 * (server/modules/leaderboards/refresh.ts) from the per-day counters and the games' sizes, at
 * most 60 s stale; a leaderboard read sorts on these indexes and never aggregates posts, likes or
 * participants. The partial indexes hold only the people a board lists (figure above 0), ties in
 * display-name order, so a board is the start of one index.
 */
export const leaderboard30d = pgTable(
  'leaderboard_30d',
  {
    userId: extensionOf('user_id', () => users.id),
    accomplishments: counter('accomplishments'),
    popularVotes: counter('popular_votes'),
    creatorParticipants: counter('creator_participants'),
    creatorLargestGame: counter('creator_largest_game'),
    creatorAccomplishments: counter('creator_accomplishments'),
    /** The tie order, api_display_name(users row): written by the refresh, and by migration 0008's trigger on a rename. */
    sortName: text('sort_name').notNull().default(''),
  },
  (t) => [
    index('leaderboard_30d_accomplishments_idx').on(t.accomplishments.desc(), byName(t.sortName), t.userId).where(sql`${t.accomplishments} > 0`),
    index('leaderboard_30d_popular_votes_idx').on(t.popularVotes.desc(), byName(t.sortName), t.userId).where(sql`${t.popularVotes} > 0`),
    index('leaderboard_30d_creator_participants_idx').on(t.creatorParticipants.desc(), byName(t.sortName), t.userId).where(sql`${t.creatorParticipants} > 0`),
    index('leaderboard_30d_creator_largest_idx').on(t.creatorLargestGame.desc(), byName(t.sortName), t.userId).where(sql`${t.creatorLargestGame} > 0`),
    index('leaderboard_30d_creator_accomplishments_idx').on(t.creatorAccomplishments.desc(), byName(t.sortName), t.userId).where(sql`${t.creatorAccomplishments} > 0`),
  ],
);

/**
 * The refresh job's claim row (one row, id 1): an instance refreshes only when its conditional
 * UPDATE of `refreshed_at` succeeds, so several instances at once take turns instead of racing
 * (docs/architecture.md §6: "safe on several instances at once").
 */
export const leaderboardRefresh = pgTable('leaderboard_refresh', {
  id: smallint('id').primaryKey(),
  refreshedAt: time('refreshed_at').notNull(),
});

/**
 * Where the people who are not in a board's top 50 stand (docs/architecture.md §6: my own entry "with its rank"),
 * without counting everyone above them on every read: per board and per value above 0, how many
 * people have a higher value (`above`) and how many have exactly this one (`at`). My rank is
 * 1 + above + at of the next value above mine: one primary-key step, whatever the number of
 * people. Rewritten by the refresh job (at most 60 s old), only where a step changed.
 */
export const leaderboardRankSteps = pgTable(
  'leaderboard_rank_steps',
  {
    /** `${kind}:${timeFrame}:${metric}`, e.g. 'players:alltime:medals'. */
    board: text('board').notNull(),
    value: integer('value').notNull(),
    above: integer('above').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.board, t.value] })],
);
