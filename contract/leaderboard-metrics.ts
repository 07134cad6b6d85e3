/**
 * The leaderboards' metrics, time frames and medal points, without zod: the Leaderboard screen
 * builds its tabs and menus from them without loading the schemas (decision 0024). The schemas in
 * leaderboard.ts and results.ts use them too, and re-export them for the server.
 */

/** docs/product.md §7 "Leaderboards" and docs/architecture.md §6 "Global leaderboards" (every metric is defined there). */
export const TIME_FRAMES = ['30days', 'alltime'] as const;
export type TimeFrame = (typeof TIME_FRAMES)[number];

export const PLAYER_METRICS = ['accomplishments', 'popular-votes', 'medals', 'popular-vote-medals', 'games-completed'] as const;
export type PlayerMetric = (typeof PLAYER_METRICS)[number];
/** A 30-day request for one of these is a 400 (docs/architecture.md §6). */
export const ALL_TIME_ONLY_METRICS: readonly PlayerMetric[] = ['medals', 'popular-vote-medals', 'games-completed'];

export const CREATOR_METRICS = ['participants', 'largest-game', 'total-accomplishments'] as const;
export type CreatorMetric = (typeof CREATOR_METRICS)[number];

/** Each answer lists at most this many entries, plus the caller's own when ranked below them. */
export const LEADERBOARD_SIZE = 50;

/** docs/architecture.md §6 "Medal score": what the medals leaderboard sorts on, and the points the app shows. */
export const MEDAL_POINTS = { gold: 3, silver: 2, bronze: 1, popularVote: 2 } as const;
