import { z } from 'zod';
import { limitFromOneTo } from './fields';
import { imageUrlSchema } from './posts';
import { ACTIVITY_LIMIT, ACTIVITY_LIMIT_MAX } from './sizes';
import { userSchema } from './user';

export const activityQuerySchema = z.object({
  limit: limitFromOneTo(ACTIVITY_LIMIT_MAX, ACTIVITY_LIMIT),
});

const gameRefSchema = z.object({ id: z.uuid(), name: z.string() });

/**
 * docs/product.md §3 "Activity item", from games I take part in. A share into several games (same author,
 * content and createdAt) is one item: `games` lists every one of them that I can see, `gameId` and
 * `game` are the first, and `isMultiGame` is true when there are two or more.
 */
export const activityItemSchema = z.object({
  /** The post's id (the first of a multi-game share) or the comment's id. */
  id: z.uuid(),
  type: z.enum(['post', 'comment']),
  /** '' for a redacted post (see isRedacted). */
  content: z.string(),
  createdAt: z.string(),
  image: imageUrlSchema.nullable(),
  user: userSchema,
  gameId: z.uuid(),
  game: z.object({ name: z.string() }),
  games: z.array(gameRefSchema).min(1),
  isMultiGame: z.boolean(),
  /** The post itself, or the post a comment is on. */
  postId: z.uuid(),
  /** For comments: the parent post's text; null for posts and for comments on a redacted post. */
  postContent: z.string().nullable(),
  isRedacted: z.boolean(),
  /**
   * Hidden by moderators or a suspension (docs/decisions/0042-hidden-and-blocked-in-reads.md):
   * `content` is REMOVED_BY_MODERATORS (contract/reports.ts) and `image` null for everyone but the
   * author. `postContent` of a comment on a hidden post reads the same for them.
   */
  isRemoved: z.boolean(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityListSchema = z.array(activityItemSchema);
