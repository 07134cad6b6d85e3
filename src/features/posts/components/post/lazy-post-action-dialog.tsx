import { lazy, Suspense } from 'react';
import type { PostActionDialogProps } from './post-action-dialog';

const PostActionDialog = lazy(async () => ({ default: (await import('./post-action-dialog')).PostActionDialog }));

interface LazyPostActionDialogProps extends Omit<PostActionDialogProps, 'action'> {
  /** The chosen menu item; null keeps every dialog closed. */
  action: PostActionDialogProps['action'] | null;
}

/** The author's dialogs, loaded the first time one opens. */
export function LazyPostActionDialog({ action, ...props }: LazyPostActionDialogProps) {
  if (!action) return null;
  return (
    <Suspense fallback={null}>
      <PostActionDialog action={action} {...props} />
    </Suspense>
  );
}
