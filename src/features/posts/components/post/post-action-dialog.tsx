import type { Post } from '@contract/posts';
import { useDeletePost } from '../../api/delete-post';
import { useRedactPost } from '../../api/redact-post';
import { useRemovePostImage } from '../../api/remove-post-image';
import { EditPostDialog } from './edit-post-dialog';
import type { PostAction } from './owner-actions';
import { PostConfirmDialog } from './post-confirm-dialog';

export interface PostActionDialogProps {
  action: PostAction;
  post: Pick<Post, 'id' | 'content'>;
  onClose: () => void;
}

interface ConfirmProps {
  postId: string;
  onClose: () => void;
}

function DeletePostDialog({ postId, onClose }: ConfirmProps) {
  const remove = useDeletePost(postId);
  return (
    <PostConfirmDialog
      title="Delete Post"
      question="Delete this accomplishment?"
      warning="It is removed for good, with its likes, comments and its point in this game."
      loading={remove.isPending}
      onConfirm={() => remove.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

function RedactPostDialog({ postId, onClose }: ConfirmProps) {
  const redact = useRedactPost(postId);
  return (
    <PostConfirmDialog
      title="Redact Content"
      question="Hide the text of this accomplishment? It will show as [Content Redacted]; the accomplishment and its point stay."
      warning="This is irreversible: the text can never be shown or restored again."
      loading={redact.isPending}
      onConfirm={() => redact.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

function RemoveImageDialog({ postId, onClose }: ConfirmProps) {
  const removeImage = useRemovePostImage(postId);
  return (
    <PostConfirmDialog
      title="Remove Image"
      question="Remove the photo from this accomplishment? The text stays."
      warning="The photo is deleted for good and cannot be added back."
      loading={removeImage.isPending}
      onConfirm={() => removeImage.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** The dialog behind each item of the author's menu (a lazy chunk: most visits never open one). */
export function PostActionDialog({ action, post, onClose }: PostActionDialogProps) {
  switch (action) {
    case 'edit':
      return <EditPostDialog post={post} onClose={onClose} />;
    case 'delete':
      return <DeletePostDialog postId={post.id} onClose={onClose} />;
    case 'redact':
      return <RedactPostDialog postId={post.id} onClose={onClose} />;
    case 'remove-image':
      return <RemoveImageDialog postId={post.id} onClose={onClose} />;
  }
}
