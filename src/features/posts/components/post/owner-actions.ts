import type { GameStatus } from '@contract/games';
import type { Post } from '@contract/posts';

export type PostAction = 'edit' | 'remove-image' | 'delete' | 'redact';

/**
 * docs/product.md §2/§6 "Post owner actions", in menu order. Active game: Edit Post, Remove Image (with an
 * image), Delete Post. Completed game: Redact Content (once) and Remove Image. Nobody else gets any.
 * `status` is the game's status where the caller knows it better than the post's own copy (a cached
 * posts page still says 'active' after the game was ended).
 */
export function ownerActions(
  post: Pick<Post, 'userId' | 'image' | 'isRedacted' | 'game'>,
  userId: string,
  status: GameStatus = post.game.status,
): PostAction[] {
  if (post.userId !== userId) return [];
  const removeImage: PostAction[] = post.image ? ['remove-image'] : [];
  if (status === 'active') return ['edit', ...removeImage, 'delete'];
  if (status === 'completed') return [...(post.isRedacted ? [] : (['redact'] as const)), ...removeImage];
  return [];
}

/** The menu item and dialog title of each action (docs/product.md §2 texts). */
export const POST_ACTION_LABELS: Record<PostAction, string> = {
  edit: 'Edit Post',
  'remove-image': 'Remove Image',
  delete: 'Delete Post',
  redact: 'Redact Content',
};
