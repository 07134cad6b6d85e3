import type { Post } from '@contract/posts';
import { api } from '@/lib/api-client';
import { usePostMutation } from './use-post-mutation';

/** PATCH /api/posts/{id}/redact: the text is gone for good, the record and its point stay (docs/architecture.md §6). */
export function redactPost(id: string): Promise<Post> {
  return api.patch<Post>(`/api/posts/${encodeURIComponent(id)}/redact`);
}

export function useRedactPost(id: string) {
  return usePostMutation({
    mutationFn: () => redactPost(id),
    success: 'Post content redacted successfully!',
    failure: 'Failed to redact post',
  });
}
