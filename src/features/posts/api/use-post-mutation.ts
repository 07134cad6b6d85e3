import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { invalidatePostViews } from './invalidate-post-views';

interface PostMutationTexts<TVariables, TData> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** docs/product.md §8 success toast. */
  success: string;
  /** docs/product.md §8 failure toast (a fixed text: these actions don't show the server's message). */
  failure: string;
  /** What the answer changes in the cached views at once, before they are fetched again. */
  applyToCache?: (queryClient: QueryClient) => void;
}

/**
 * The author's and commenter's actions (edit, delete, redact, remove image, comment) all end the
 * same way: a toast, then every view that shows posts is refreshed.
 */
export function usePostMutation<TVariables, TData>({ mutationFn, success, failure, applyToCache }: PostMutationTexts<TVariables, TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { successMessage: success, errorMessage: failure },
    onSuccess: async () => {
      applyToCache?.(queryClient);
      await invalidatePostViews(queryClient);
    },
  });
}
