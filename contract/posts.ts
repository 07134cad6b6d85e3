import { z } from 'zod';
import { limitFromOneTo, requiredText } from './fields';
import { isoDateTime } from './dates';
import { gameStatusSchema } from './games';
import { COMMENT_CONTENT_MAX, POSTS_PAGE_SIZE } from './sizes';
import { userSchema } from './user';

/** docs/architecture.md §6 "Posts, likes, comments": content limits after trimming. */
export const POST_CONTENT_MAX = 2000;
// In sizes.ts, without zod, for the game page's feed and comment form (decision 0024).
export { COMMENT_CONTENT_MAX, POSTS_PAGE_SIZE };
/** Photos: decoded size and pixel limits the server enforces (docs/architecture.md §6). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MAX_SIDE = 4096;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const POSTS_PAGE_MAX = 50;
/**
 * A post carries at most this many comments (the newest ones, shown oldest first); `_count.comments`
 * is always the true total. The screen shows 2 collapsed and the rest on expand.
 */
export const POST_COMMENTS_MAX = 50;

const CREATED_AT_INVALID = 'createdAt must be an ISO date and time';

/** docs/product.md §5: the same text rule for sharing and for editing a post. */
export const postContentSchema = requiredText('Accomplishment', POST_CONTENT_MAX, 'Please describe your accomplishment');

/** docs/product.md §5: the photo travels as a base64 data URL (the app exports JPEG); the server checks the bytes. */
export const imageDataUrlSchema = z
  .string({ error: 'Photo must be an image data URL' })
  .regex(/^data:[a-z0-9.+-]+\/[a-z0-9.+-]+;base64,/i, 'Photo must be an image data URL');

/** POST /api/posts: one call per selected game (docs/product.md §7), all with the same content, image and createdAt. */
export const createPostSchema = z.object({
  content: postContentSchema,
  image: imageDataUrlSchema.nullish(),
  gameId: z.uuid({ error: 'Please select a game' }),
  /** When it was done (the client's clock); kept only inside the game's window (docs/architecture.md §6). */
  createdAt: isoDateTime({ required: CREATED_AT_INVALID, invalid: CREATED_AT_INVALID }).optional(),
});
export type CreatePostInput = z.input<typeof createPostSchema>;

/** PATCH /api/posts/{id}. */
export const updatePostSchema = z.object({ content: postContentSchema });
export type UpdatePostInput = z.input<typeof updatePostSchema>;

export const createCommentSchema = z.object({
  content: requiredText('Comment', COMMENT_CONTENT_MAX, 'Comment cannot be empty'),
  postId: z.uuid({ error: 'postId must be a post id' }),
});
export type CreateCommentInput = z.input<typeof createCommentSchema>;

/** PUT /api/posts/{id}/upvote: sets the like state; what the offline outbox sends (docs/architecture.md §4). */
export const setUpvoteSchema = z.object({ upvoted: z.boolean({ error: 'upvoted must be true or false' }) });
export type SetUpvoteInput = z.input<typeof setUpvoteSchema>;

/** Both upvote calls answer with the state after the call and the post's like count. */
export const upvoteStateSchema = z.object({ upvoted: z.boolean(), count: z.number().int().nonnegative() });
export type UpvoteState = z.infer<typeof upvoteStateSchema>;

/** The URL a post's photo is served from; never a data URL (responses are checked against this). */
export const imageUrlSchema = z.string().regex(/^\/api\/images\/[0-9a-f-]{36}$/, 'Image must be an /api/images URL');

/**
 * Whether moderators (or a suspension) hid it (docs/decisions/0042-hidden-and-blocked-in-reads.md):
 * everyone but its author then reads REMOVED_BY_MODERATORS (contract/reports.ts) as its text, and a
 * post no photo; its author still reads it, marked by this flag.
 */
const isRemoved = z.boolean();

/** docs/product.md §3 "Comment". */
export const commentSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  postId: z.uuid(),
  userId: z.uuid(),
  user: userSchema,
  createdAt: z.string(),
  isRemoved,
});
export type Comment = z.infer<typeof commentSchema>;

/**
 * docs/product.md §3 "Post". A redacted post keeps its record and its point but its text is gone for good:
 * `content` is '' and `isRedacted` is true (the app shows '[Content Redacted]').
 */
export const postSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  image: imageUrlSchema.nullable(),
  gameId: z.uuid(),
  userId: z.uuid(),
  createdAt: z.string(),
  user: userSchema,
  game: z.object({ name: z.string(), status: gameStatusSchema }),
  isUpvoted: z.boolean(),
  isRedacted: z.boolean(),
  isRemoved,
  _count: z.object({ upvotes: z.number().int().nonnegative(), comments: z.number().int().nonnegative() }),
  /** The newest POST_COMMENTS_MAX comments, oldest first. */
  comments: z.array(commentSchema),
});
export type Post = z.infer<typeof postSchema>;

export const postsPageSchema = z.object({ posts: z.array(postSchema), hasMore: z.boolean() });
export type PostsPage = z.infer<typeof postsPageSchema>;

const pageNumber = z.coerce
  .number({ error: 'page must be a whole number of at least 1' })
  .int('page must be a whole number of at least 1')
  .min(1, 'page must be a whole number of at least 1')
  .default(1);
const pageSize = limitFromOneTo(POSTS_PAGE_MAX, POSTS_PAGE_SIZE);

/** GET /api/user/accomplishments?page=&limit=. */
export const pageQuerySchema = z.object({ page: pageNumber, limit: pageSize });
export type PageQuery = z.output<typeof pageQuerySchema>;

/** GET /api/posts?gameId=&page=&limit=. */
export const postsQuerySchema = pageQuerySchema.extend({ gameId: z.uuid({ error: 'gameId must be a game id' }) });
export type PostsQuery = z.output<typeof postsQuerySchema>;
