import type { Comment, CreateCommentInput } from '@contract/posts';
import { api } from '@/lib/api-client';
import { usePostMutation } from './use-post-mutation';

/**
 * POST /api/comments `{ content, postId }`. A fresh Idempotency-Key per comment (DESIGN §4): a
 * request that reached the server but whose answer was lost can be sent again without a twin.
 */
export function createComment(input: CreateCommentInput, idempotencyKey: string = crypto.randomUUID()): Promise<Comment> {
  return api.post<Comment>('/api/comments', input, { headers: { 'Idempotency-Key': idempotencyKey } });
}

export function useCreateComment() {
  return usePostMutation({
    mutationFn: (input: CreateCommentInput) => createComment(input),
    success: 'Comment added successfully!',
    failure: 'Failed to add comment',
  });
}
