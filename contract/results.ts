import { z } from 'zod';
import { userSchema } from './user';

/** docs/product.md §9 medals: a placing medal, and the popular vote on top of it (docs/architecture.md §6). */
export const medalTypeSchema = z.enum(['gold', 'silver', 'bronze']);
export type MedalType = z.infer<typeof medalTypeSchema>;

export { MEDAL_POINTS } from './leaderboard-metrics';
export { type Achievement, ACHIEVEMENTS } from './achievements';

/**
 * GET /api/games/{id}/results, best first (docs/architecture.md §6 "Game end"): written once when the game is
 * finalised. `position` is 1 + the number with a strictly higher score (ties share it); nobody
 * with 0 points gets a placing medal. Empty until the game has ended.
 */
export const gameResultSchema = z.object({
  userId: z.uuid(),
  user: userSchema,
  position: z.number().int(),
  score: z.number().int(),
  medalType: medalTypeSchema.nullable(),
  popularVote: z.boolean(),
});
export type GameResult = z.infer<typeof gameResultSchema>;

/**
 * GET /api/games/{id}/scores: every participant, best first (docs/product.md §3 "Score entry", the Personal
 * Leaderboard). `rank` ranks as results do; the medals are null / false until the game is finalised.
 */
export const gameScoreSchema = z.object({
  user: userSchema,
  score: z.number().int(),
  rank: z.number().int(),
  medalType: medalTypeSchema.nullable(),
  popularVote: z.boolean(),
});
export type GameScore = z.infer<typeof gameScoreSchema>;

/** `game_ending`: the reminder a day before the end (docs/decisions/0063-keep-playing.md), never the celebration dialog. */
export const notificationTypeSchema = z.enum(['game_won', 'game_completed', 'game_ending']);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/**
 * GET /api/notifications/games: my unread game notifications, oldest first (docs/product.md §3 "Game
 * notification"). `game` carries what the celebration dialog shows before (or without) the results.
 */
export const gameNotificationSchema = z.object({
  id: z.uuid(),
  gameId: z.uuid(),
  userId: z.uuid(),
  type: notificationTypeSchema,
  createdAt: z.string(),
  /** creatorId: the celebration dialog offers the creator 'Rematch' (docs/decisions/0063-keep-playing.md). */
  game: z.object({ name: z.string(), creatorId: z.uuid(), endTime: z.string(), participantCount: z.number().int() }),
});
export type GameNotification = z.infer<typeof gameNotificationSchema>;
