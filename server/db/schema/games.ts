import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, pgEnum, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, counter, createdAt, id, time } from './columns';
import { users } from './users';

export const games = pgTable(
  'games',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    coverImage: text('cover_image'),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    isPublic: boolean('is_public').notNull().default(true),
    requiresApproval: boolean('requires_approval').notNull().default(false),
    creatorId: belongsTo('creator_id', () => users.id),
    inviteCode: text('invite_code').notNull(),
    /** Counters kept with each join/leave and post, so listings never count rows. */
    participantCount: counter('participant_count'),
    postCount: counter('post_count'),
    /** Open reports on this game's posts and comments: its moderators' badge (decision 0040), kept by the report writes. */
    openReportCount: counter('open_report_count'),
    /** Set once, by whichever instance finalises the ended game first (results, medals, notifications). */
    finalizedAt: time('finalized_at'),
    /** Set once, by whichever instance sends the reminders about a day before the end (docs/decisions/0063-keep-playing.md). */
    remindedAt: time('reminded_at'),
    /** The finished game this one is a rematch of; unique, so a second rematch finds the first. */
    previousGameId: uuid('previous_game_id').references((): AnyPgColumn => games.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: time('updated_at').notNull().default(sql`now()`),
  },
  (t) => [
    uniqueIndex('games_invite_code_key').on(t.inviteCode),
    index('games_creator_idx').on(t.creatorId),
    // Discover: public games by start time and by size.
    index('games_public_start_idx').on(t.startTime).where(sql`${t.isPublic}`),
    index('games_public_participants_idx').on(t.participantCount.desc()).where(sql`${t.isPublic}`),
    // Discover's active list: a range over public games that have not ended yet (active and upcoming
    // only), so the ever-growing mass of completed games is never walked; sorted by size afterwards.
    index('games_public_end_idx').on(t.endTime).where(sql`${t.isPublic}`),
    // Search: ILIKE '%text%' on name or description of public games, served by trigram indexes
    // (pg_trgm, enabled by migration 0002; PGlite loads it in db/client.ts). fastupdate off: new
    // games go straight into the index instead of a pending list that only VACUUM merges, and
    // PGlite has no autovacuum, so a pending list would grow until the planner stops using it.
    index('games_public_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${t.isPublic}`),
    index('games_public_description_trgm_idx')
      .using('gin', t.description.op('gin_trgm_ops'))
      .with({ fastupdate: false })
      .where(sql`${t.isPublic}`),
    // The 30-day leaderboard refresh: the largest game among those started in the frame.
    index('games_start_idx').on(t.startTime),
    // The finaliser looks for ended games not yet finalised.
    index('games_unfinalized_end_idx').on(t.endTime).where(sql`${t.finalizedAt} is null`),
    // The reminder job looks for games ending within a day whose reminders nobody has sent yet.
    index('games_unreminded_end_idx').on(t.endTime).where(sql`${t.remindedAt} is null and ${t.finalizedAt} is null`),
    uniqueIndex('games_previous_game_key').on(t.previousGameId),
  ],
);

export const gameParticipants = pgTable(
  'game_participants',
  {
    gameId: belongsTo('game_id', () => games.id),
    userId: belongsTo('user_id', () => users.id),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** 1 point per accomplishment in this game (redacted ones count, deleted ones don't). */
    score: counter('score'),
    /** Likes received on posts in this game: decides the popular-vote medal. */
    upvotesReceived: counter('upvotes_received'),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.userId] }),
    index('game_participants_user_idx').on(t.userId),
    index('game_participants_score_idx').on(t.gameId, t.score.desc()),
    // The 30-day Creators board (decision 0054): the refresh job reads the joins of the frame only.
    index('game_participants_joined_idx').on(t.joinedAt),
  ],
);

export const requestStatus = pgEnum('request_status', ['pending', 'accepted', 'declined']);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    gameId: belongsTo('game_id', () => games.id),
    invitedById: belongsTo('invited_by_id', () => users.id),
    invitedUserId: uuid('invited_user_id').references(() => users.id, { onDelete: 'cascade' }),
    invitedEmail: text('invited_email'),
    status: requestStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    respondedAt: time('responded_at'),
  },
  (t) => [
    // One pending invitation per person per game: a second invite is a 409, not a second row.
    uniqueIndex('invitations_pending_user_key')
      .on(t.gameId, t.invitedUserId)
      .where(sql`${t.status} = 'pending' and ${t.invitedUserId} is not null`),
    uniqueIndex('invitations_pending_email_key')
      .on(t.gameId, t.invitedEmail)
      .where(sql`${t.status} = 'pending' and ${t.invitedEmail} is not null`),
    index('invitations_invited_user_idx').on(t.invitedUserId, t.status),
    index('invitations_game_idx').on(t.gameId, t.status),
  ],
);

export const joinRequests = pgTable(
  'join_requests',
  {
    id: id(),
    gameId: belongsTo('game_id', () => games.id),
    userId: belongsTo('user_id', () => users.id),
    status: requestStatus('status').notNull().default('pending'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: time('decided_at'),
  },
  (t) => [
    uniqueIndex('join_requests_pending_key').on(t.gameId, t.userId).where(sql`${t.status} = 'pending'`),
    index('join_requests_game_idx').on(t.gameId, t.status),
  ],
);
