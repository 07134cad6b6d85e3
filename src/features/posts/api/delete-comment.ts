import { api } from '@/lib/api-client';
import { removeCommentFromViews } from './remove-from-post-views';
import { usePostMutation } from './use-post-mutation';

/** DELETE /api/comments/{id}: the comment's author only (docs/architecture.md §6). */
export function deleteComment(id: string): Promise<unknown> {
  return api.delete(`/api/comments/${encodeURIComponent(id)}`);
}

export function useDeleteComment(id: string) {
  return usePostMutation({
    mutationFn: () => deleteComment(id),
    success: 'Comment deleted successfully!',
    failure: 'Failed to delete comment',
    applyToCache: (queryClient) => removeCommentFromViews(queryClient, id),
  });
}
