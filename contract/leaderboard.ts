import { z } from 'zod';
import { ALL_TIME_ONLY_METRICS, CREATOR_METRICS, PLAYER_METRICS, TIME_FRAMES } from './leaderboard-metrics';
import { userSchema } from './user';

export * from './leaderboard-metrics';

const timeFrameSchema = z.enum(TIME_FRAMES, { error: `timeFrame must be one of: ${TIME_FRAMES.join(', ')}` });

/** GET /api/leaderboard/players?timeFrame=&metric= */
export const playerLeaderboardQuerySchema = z
  .object({
    timeFrame: timeFrameSchema,
    metric: z.enum(PLAYER_METRICS, { error: `metric must be one of: ${PLAYER_METRICS.join(', ')}` }),
  })
  .refine((query) => query.timeFrame === 'alltime' || !ALL_TIME_ONLY_METRICS.includes(query.metric), {
    message: 'This metric is only available for all time (timeFrame=alltime)',
    path: ['metric'],
  });
export type PlayerLeaderboardQuery = z.input<typeof playerLeaderboardQuerySchema>;

/** GET /api/leaderboard/creators?timeFrame=&metric= */
export const creatorLeaderboardQuerySchema = z.object({
  timeFrame: timeFrameSchema,
  metric: z.enum(CREATOR_METRICS, { error: `metric must be one of: ${CREATOR_METRICS.join(', ')}` }),
});
export type CreatorLeaderboardQuery = z.input<typeof creatorLeaderboardQuerySchema>;

/** The medal counts behind a medal score (docs/product.md §3 `additionalInfo`); values per MEDAL_POINTS. */
export const medalCountsSchema = z.object({
  goldMedals: z.number().int().nonnegative(),
  silverMedals: z.number().int().nonnegative(),
  bronzeMedals: z.number().int().nonnegative(),
  popularVoteMedals: z.number().int().nonnegative(),
});
export type MedalCounts = z.infer<typeof medalCountsSchema>;

/**
 * docs/product.md §3 "Leaderboard player entry". Rank: 1 + the number with a strictly higher score (ties
 * share). `additionalInfo` carries the medal counts for the medal-score board, null otherwise.
 */
export const playerEntrySchema = z.object({
  rank: z.number().int().positive(),
  user: userSchema,
  score: z.number().int().nonnegative(),
  additionalInfo: medalCountsSchema.nullable(),
});
export type PlayerEntry = z.infer<typeof playerEntrySchema>;

/** docs/product.md §3 "Creator entry": all three figures in the frame; the metric decides the order and rank. */
export const creatorEntrySchema = z.object({
  rank: z.number().int().positive(),
  user: userSchema,
  totalParticipants: z.number().int().nonnegative(),
  largestGame: z.number().int().nonnegative(),
  totalAccomplishments: z.number().int().nonnegative(),
});
export type CreatorEntry = z.infer<typeof creatorEntrySchema>;

/**
 * The top entries (above 0, best first, ties by display name) and, when the caller is ranked but
 * not among them, the caller's own entry (`me`); `me` is null otherwise.
 */
export const playerLeaderboardSchema = z.object({ entries: z.array(playerEntrySchema), me: playerEntrySchema.nullable() });
export type PlayerLeaderboard = z.infer<typeof playerLeaderboardSchema>;

export const creatorLeaderboardSchema = z.object({ entries: z.array(creatorEntrySchema), me: creatorEntrySchema.nullable() });
export type CreatorLeaderboard = z.infer<typeof creatorLeaderboardSchema>;
