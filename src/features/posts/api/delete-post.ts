import { api } from '@/lib/api-client';
import { removePostFromViews } from './remove-from-post-views';
import { usePostMutation } from './use-post-mutation';

/** DELETE /api/posts/{id}: the author, while the game is active; the point goes with it (docs/architecture.md §6). */
export function deletePost(id: string): Promise<unknown> {
  return api.delete(`/api/posts/${encodeURIComponent(id)}`);
}

export function useDeletePost(id: string) {
  return usePostMutation({
    mutationFn: () => deletePost(id),
    success: 'Post deleted successfully!',
    failure: 'Failed to delete post',
    applyToCache: (queryClient) => removePostFromViews(queryClient, id),
  });
}
