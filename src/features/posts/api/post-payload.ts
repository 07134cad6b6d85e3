import { createPostSchema } from '@contract/posts';
import { z } from 'zod';

/**
 * A share into one game as the outbox keeps it: POST /api/posts's body, the photo still a Blob.
 * Loaded only when the outbox checks an entry (post-outbox-kind.ts): zod stays out of the start.
 */
export const postPayloadSchema = createPostSchema.pick({ gameId: true, content: true }).extend({
  /** For showing the waiting post without another lookup. */
  gameName: z.string(),
  /** When it was done: the server keeps it when it lies inside the game's window (docs/architecture.md §6). */
  createdAt: z.string(),
  /** Already resized JPEG (docs/product.md §5); a Blob, never a data URL, until the moment it is sent. */
  photo: z.instanceof(Blob).nullable(),
});
export type PostPayload = z.infer<typeof postPayloadSchema>;
