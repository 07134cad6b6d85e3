import { setUpvoteSchema } from '@contract/posts';
import { z } from 'zod';

/** A queued like (like-outbox-kind.ts), loaded only when the outbox checks an entry. */
export const likePayloadSchema = setUpvoteSchema.extend({
  postId: z.string(),
  /** The state the post had when the first queued change was made: equal again means nothing to send. */
  wasUpvoted: z.boolean(),
});
export type LikePayload = z.infer<typeof likePayloadSchema>;
