import { api } from '@/lib/api-client';
import { blobToDataUrl } from '@/lib/blob-to-data-url';
import { defineOutboxKind } from '@/offline/outbox/outbox-kind';
import type { PostPayload } from './post-payload';

/** POST /api/posts through the outbox (docs/architecture.md §7); sent with the photo as a data URL (docs/product.md §5). */
export const postOutboxKind = defineOutboxKind<PostPayload>({
  kind: 'post',
  payload: () => import('./post-payload').then((m) => m.postPayloadSchema),
  async send({ gameId, content, createdAt, photo }, { headers }) {
    const image = photo ? await blobToDataUrl(photo) : null;
    return api.post('/api/posts', { gameId, content, createdAt, image }, { headers });
  },
  // A post changes the game's posts, the feeds, the person's stats and the game's scores.
  refreshes: [['posts'], ['activity'], ['user'], ['games']],
  title: (post) => `Accomplishment in ${post.gameName}`,
  text: (post) => post.content,
});
