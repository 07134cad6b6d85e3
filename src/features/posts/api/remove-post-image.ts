import type { Post } from '@contract/posts';
import { api } from '@/lib/api-client';
import { usePostMutation } from './use-post-mutation';

/** PATCH /api/posts/{id}/remove-image: the author, in an active or completed game (docs/architecture.md §6). */
export function removePostImage(id: string): Promise<Post> {
  return api.patch<Post>(`/api/posts/${encodeURIComponent(id)}/remove-image`);
}

export function useRemovePostImage(id: string) {
  return usePostMutation({
    mutationFn: () => removePostImage(id),
    success: 'Image removed successfully!',
    failure: 'Failed to remove image',
  });
}
