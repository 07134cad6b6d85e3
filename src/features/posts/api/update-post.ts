import type { Post, UpdatePostInput } from '@contract/posts';
import { api } from '@/lib/api-client';
import { usePostMutation } from './use-post-mutation';

/** PATCH /api/posts/{id} `{ content }`: the author, while the game is active (docs/architecture.md §6). */
export function updatePost(id: string, input: UpdatePostInput): Promise<Post> {
  return api.patch<Post>(`/api/posts/${encodeURIComponent(id)}`, input);
}

export function useUpdatePost(id: string) {
  return usePostMutation({
    mutationFn: (input: UpdatePostInput) => updatePost(id, input),
    success: 'Post updated successfully!',
    failure: 'Failed to update post',
  });
}
