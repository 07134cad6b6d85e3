import { useDeleteComment } from '../../api/delete-comment';
import { PostConfirmDialog } from './post-confirm-dialog';

/** Asks before a comment is deleted, as Delete Post does (decision 0053); Cancel changes nothing. */
export function DeleteCommentDialog({ commentId, onClose }: { commentId: string; onClose: () => void }) {
  const remove = useDeleteComment(commentId);
  return (
    <PostConfirmDialog
      title="Delete Comment"
      question="Delete this comment?"
      warning="It is removed for good."
      loading={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
