import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, byName, counter, createdAt, extensionOf, id, time } from './columns';

/**
 * Marks the placeholder rows that keep a deleted person's finished results (no username, no way in;
 * docs/decisions/0049-account-deletion.md). Searches leave them out.
 */
export const DELETED_ACCOUNT_ISSUER = 'urn:deleted-account';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Stored lower-case (the contract normalises it), so a plain unique index is case-insensitive. */
    username: text('username'),
    passwordHash: text('password_hash'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    bio: text('bio'),
    /** Set for people who signed in through OpenID Connect: the provider's issuer and subject. */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
    /** Operators see every report and may suspend accounts (`npm run admin -- grant-operator`; decision 0040). */
    isOperator: boolean('is_operator').notNull().default(false),
    /** Set while an operator has suspended the account: no sign-in, what they wrote hidden (decision 0040). */
    suspendedAt: time('suspended_at'),
    /** The IANA zone the app last reported: streak days are counted in it (docs/decisions/0063-keep-playing.md). */
    timeZone: text('time_zone').notNull().default('UTC'),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_oidc_key').on(t.oidcIssuer, t.oidcSubject),
    // User search matches prefixes (LIKE 'text%') of username, names and email. text_pattern_ops
    // makes a prefix LIKE indexable under any database collation, not only "C".
    index('users_username_pattern_idx').on(t.username.op('text_pattern_ops')),
    index('users_email_lower_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_first_name_lower_idx').on(sql`lower(${t.firstName}) text_pattern_ops`),
    index('users_last_name_lower_idx').on(sql`lower(${t.lastName}) text_pattern_ops`),
    // The operators' list of suspended people, newest first.
    index('users_suspended_idx').on(t.suspendedAt.desc(), t.id).where(sql`${t.suspendedAt} is not null`),
  ],
);

/**
 * A server-side session. The cookie holds a random token; only its SHA-256 is stored, so a leaked
 * database copy can't be replayed as a cookie.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** The id a person's device list shows and ends a session by; never the token (decision 0046). */
    id: uuid('id').notNull().defaultRandom(),
    userId: belongsTo('user_id', () => users.id),
    /** A short label of the browser and system that signed in ('Chrome on Android'), from its User-Agent. */
    device: text('device'),
    createdAt: createdAt(),
    lastSeenAt: time('last_seen_at').notNull().default(sql`now()`),
    expiresAt: time('expires_at').notNull(),
  },
  (t) => [
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    uniqueIndex('sessions_id_key').on(t.id),
  ],
);

/**
 * One-time links to choose a new password (`npm run admin -- reset-password`): only the token's
 * SHA-256 is stored, valid for an hour, used once.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: belongsTo('user_id', () => users.id),
    createdAt: createdAt(),
    expiresAt: time('expires_at').notNull(),
    usedAt: time('used_at'),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Counters behind GET /api/user/stats and the all-time player and creator leaderboards. Kept up to
 * date in the same transaction as the write that changes them (docs/architecture.md §6), never recounted on read.
 */
export const userStats = pgTable(
  'user_stats',
  {
    userId: extensionOf('user_id', () => users.id),
    gamesJoined: counter('games_joined'),
    gamesCreated: counter('games_created'),
    gamesCompleted: counter('games_completed'),
    totalAccomplishments: counter('total_accomplishments'),
    totalUpvotes: counter('total_upvotes'),
    goldMedals: counter('gold_medals'),
    silverMedals: counter('silver_medals'),
    bronzeMedals: counter('bronze_medals'),
    popularVoteMedals: counter('popular_vote_medals'),
    /** gold 3, silver 2, bronze 1, popular vote 2 (docs/architecture.md §6); stored so the leaderboard can sort on an index. */
    medalScore: counter('medal_score'),
    /** Creator leaderboard: participants over all games created, the largest one, posts made in them. */
    creatorParticipants: counter('creator_participants'),
    creatorLargestGame: counter('creator_largest_game'),
    creatorAccomplishments: counter('creator_accomplishments'),
    /**
     * The leaderboards' tie order: api_display_name(users row), kept by the database itself (migration
     * 0008: set on insert, rewritten when the person's name fields change), never by the app.
     */
    sortName: text('sort_name').notNull().default(''),
    /**
     * Streaks (docs/decisions/0063-keep-playing.md): the run of days in a row ending on
     * streak_last_day and the longest run, rebuilt from user_streak_days when a day appears or goes.
     * A read turns current_streak into 0 when streak_last_day is before yesterday (no scan).
     */
    currentStreak: counter('current_streak'),
    longestStreak: counter('longest_streak'),
    streakLastDay: date('streak_last_day', { mode: 'string' }),
  },
  (t) => [
    // The leaderboards (docs/architecture.md §6): each board is the start of one of these indexes, ties already
    // in display-name order (ICU root, decision 0017) then by id, so a top 50 never sorts a tie.
    index('user_stats_accomplishments_idx').on(t.totalAccomplishments.desc(), byName(t.sortName), t.userId),
    index('user_stats_upvotes_idx').on(t.totalUpvotes.desc(), byName(t.sortName), t.userId),
    index('user_stats_medal_score_idx').on(t.medalScore.desc(), byName(t.sortName), t.userId),
    index('user_stats_pv_medals_idx').on(t.popularVoteMedals.desc(), byName(t.sortName), t.userId),
    index('user_stats_games_completed_idx').on(t.gamesCompleted.desc(), byName(t.sortName), t.userId),
    index('user_stats_creator_participants_idx').on(t.creatorParticipants.desc()),
    index('user_stats_creator_accomplishments_idx').on(t.creatorAccomplishments.desc(), byName(t.sortName), t.userId),
    // docs/architecture.md §6 counts a creator's participants "other than the creator": creator_participants
    // includes the creator once per game (as games.participant_count does), games_created removes it.
    index('user_stats_creator_others_idx').on(
      sql`(${t.creatorParticipants} - ${t.gamesCreated}) desc nulls last`,
      byName(t.sortName),
      t.userId,
    ),
    // The same for the largest game (decision 0054): creator_largest_game is a game's
    // participant_count, the creator included, so the board's figure is one less.
    index('user_stats_creator_largest_others_idx').on(sql`(${t.creatorLargestGame} - 1) desc nulls last`, byName(t.sortName), t.userId),
  ],
);

/**
 * Per-user, per-day counters for the 'Past 30 Days' leaderboards: a 30-day ranking reads at most 30
 * rows per active user instead of every post and like of the month.
 */
export const userDailyStats = pgTable(
  'user_daily_stats',
  {
    userId: belongsTo('user_id', () => users.id),
    day: text('day').notNull(),
    accomplishments: counter('accomplishments'),
    upvotesReceived: counter('upvotes_received'),
    /** For creators: posts made in games they created. */
    creatorAccomplishments: counter('creator_accomplishments'),
    /** For creators: people other than the creator who joined their games that day (and are still in). */
    creatorParticipants: counter('creator_participants'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('user_daily_stats_day_idx').on(t.day)],
);

/**
 * The days (in the author's time zone when posting, posts.streak_day) on which a person has at
 * least one accomplishment, with how many: a deletion knows when a day empties without counting
 * posts, and streaks are rebuilt from these rows (one per active day), never from posts.
 */
export const userStreakDays = pgTable(
  'user_streak_days',
  {
    userId: belongsTo('user_id', () => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    posts: counter('posts'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
