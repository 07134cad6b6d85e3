import { createPostSchema } from '@contract/posts';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { blobToDataUrl } from '@/lib/blob-to-data-url';
import { defineOutboxKind } from '@/offline/outbox/outbox-kind';

/** A share into one game as the outbox keeps it: POST /api/posts's body, the photo still a Blob. */
const postPayloadSchema = createPostSchema.pick({ gameId: true, content: true }).extend({
  /** For showing the waiting post without another lookup. */
  gameName: z.string(),
  /** When it was done: the server keeps it when it lies inside the game's window (DESIGN §6). */
  createdAt: z.string(),
  /** Already resized JPEG (SPEC §5); a Blob, never a data URL, until the moment it is sent. */
  photo: z.instanceof(Blob).nullable(),
});
export type PostPayload = z.infer<typeof postPayloadSchema>;

/** POST /api/posts through the outbox (DESIGN §7); sent with the photo as a data URL (SPEC §5). */
export const postOutboxKind = defineOutboxKind<PostPayload>({
  kind: 'post',
  payload: postPayloadSchema,
  async send({ gameId, content, createdAt, photo }, { headers }) {
    const image = photo ? await blobToDataUrl(photo) : null;
    return api.post('/api/posts', { gameId, content, createdAt, image }, { headers });
  },
  // A post changes the game's posts, the feeds, the person's stats and the game's scores.
  refreshes: [['posts'], ['activity'], ['user'], ['games']],
  title: (post) => `Accomplishment in ${post.gameName}`,
  text: (post) => post.content,
});
