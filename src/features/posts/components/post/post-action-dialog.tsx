import type { Post } from '@contract/posts';
import { useDeletePost } from '../../api/delete-post';
import { useRedactPost } from '../../api/redact-post';
import { useRemovePostImage } from '../../api/remove-post-image';
import { EditPostDialog } from './edit-post-dialog';
import { POST_ACTION_LABELS, type PostAction } from './owner-actions';
import { PostConfirmDialog } from './post-confirm-dialog';

export interface PostActionDialogProps {
  action: PostAction;
  post: Pick<Post, 'id' | 'content'>;
  onClose: () => void;
}

type ConfirmedAction = Exclude<PostAction, 'edit'>;

/** The part of each action's mutation this dialog uses. */
interface ConfirmedMutation {
  isPending: boolean;
  mutate: (variables: undefined, options: { onSuccess: () => void }) => void;
}

/** What each confirmed action asks, warns and calls (docs/product.md §2: redacting is irreversible). */
const CONFIRMED: Record<
  ConfirmedAction,
  { question: string; warning: string; useAction: (postId: string) => ConfirmedMutation }
> = {
  delete: {
    question: 'Delete this accomplishment?',
    warning: 'It is removed for good, with its likes, comments and its point in this game.',
    useAction: useDeletePost,
  },
  redact: {
    question:
      'Hide the text of this accomplishment? It will show as [Content Redacted]; the accomplishment and its point stay.',
    warning: 'This is irreversible: the text can never be shown or restored again.',
    useAction: useRedactPost,
  },
  'remove-image': {
    question: 'Remove the photo from this accomplishment? The text stays.',
    warning: 'The photo is deleted for good and cannot be added back.',
    useAction: useRemovePostImage,
  },
};

/** Mounted per action (keyed), so the mutation hook it calls never changes between renders. */
function ConfirmPostAction({ action, postId, onClose }: { action: ConfirmedAction; postId: string; onClose: () => void }) {
  const { question, warning, useAction } = CONFIRMED[action];
  const mutation = useAction(postId);
  return (
    <PostConfirmDialog
      title={POST_ACTION_LABELS[action]}
      question={question}
      warning={warning}
      loading={mutation.isPending}
      onConfirm={() => mutation.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/** The dialog behind each item of the author's menu (a lazy chunk: most visits never open one). */
export function PostActionDialog({ action, post, onClose }: PostActionDialogProps) {
  if (action === 'edit') return <EditPostDialog post={post} onClose={onClose} />;
  return <ConfirmPostAction key={action} action={action} postId={post.id} onClose={onClose} />;
}
