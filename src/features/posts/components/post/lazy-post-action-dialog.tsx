import { LazyDialogSlot } from '@/components/lazy-dialog-slot';
import { lazyNamed } from '@/lib/retryable-lazy';
import type { PostActionDialogProps } from './post-action-dialog';

const PostActionDialog = lazyNamed(() => import('./post-action-dialog'), 'PostActionDialog');

interface LazyPostActionDialogProps extends Omit<PostActionDialogProps, 'action'> {
  /** The chosen menu item; null keeps every dialog closed. */
  action: PostActionDialogProps['action'] | null;
}

/** The author's dialogs, loaded the first time one opens. */
export function LazyPostActionDialog({ action, ...props }: LazyPostActionDialogProps) {
  return (
    <LazyDialogSlot open={action} onClose={props.onClose}>
      {(chosen) => <PostActionDialog action={chosen} {...props} />}
    </LazyDialogSlot>
  );
}
