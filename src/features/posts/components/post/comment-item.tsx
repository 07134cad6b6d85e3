import '@mantine/core/styles/ActionIcon.css';
import type { Comment } from '@contract/posts';
import { ActionIcon } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { LazyDialogSlot } from '@/components/lazy-dialog-slot';
import ui from '@/components/list-card.module.css';
import { MenuOnPress } from '@/components/menu-on-press';
import { RemovedBadge, RemovedText } from '@/components/removed-content';
import { ReportMenuItem } from '@/components/safety-menu-items';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { lazyNamed } from '@/lib/retryable-lazy';
import { timeAgo } from '@/lib/format/dates';
import classes from './post-card.module.css';

const DeleteCommentDialog = lazyNamed(() => import('./delete-comment-dialog'), 'DeleteCommentDialog');

/** My comment's Delete: it asks first, in the dialog Delete Post uses (a lazy chunk, like the post's dialogs). */
function DeleteCommentButton({ commentId }: { commentId: string }) {
  const [confirming, setConfirming] = useState(false);
  const close = () => setConfirming(false);
  return (
    <>
      <ActionIcon variant="subtle" color="red" size="lg" aria-label="Delete comment" aria-haspopup="dialog" onClick={() => setConfirming(true)}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
      <LazyDialogSlot open={confirming} onClose={close}>
        {() => <DeleteCommentDialog commentId={commentId} onClose={close} />}
      </LazyDialogSlot>
    </>
  );
}

/** Someone else's comment: its "…" menu with 'Report' (docs/decisions/0040-trust-and-safety.md). */
function CommentMenu({ comment, author }: { comment: Comment; author: string }) {
  return (
    <MenuOnPress
      target={
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for comment by ${author}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      }
    >
      <ReportMenuItem target={{ targetType: 'comment', targetId: comment.id, description: `Comment by ${author}` }} />
    </MenuOnPress>
  );
}

/**
 * One comment: who, when, what; its author may delete it (contract/games.ts roles), anyone else report it.
 * Hidden by moderators: '[Removed by moderators]' for others, the text with a mark for its author.
 */
export function CommentItem({ comment, userId }: { comment: Comment; userId: string }) {
  const mine = comment.userId === userId;
  const author = displayName(comment.user);
  return (
    <li className={`${ui.row} ${ui.gapSm} ${classes.comment}`}>
      <UserAvatar user={comment.user} size="sm" decorative />
      <div className={classes.commentBody}>
        <p className={`${ui.row} ${ui.text} ${ui.sm}`}>
          <span className={`${ui.strong} ${ui.truncate}`}>{author}</span>
          <time dateTime={comment.createdAt} className={`${ui.xs} ${ui.dimmed} ${ui.icon}`}>
            {timeAgo(comment.createdAt)}
          </time>
        </p>
        {comment.isRemoved && !mine ? (
          <RemovedText size="sm" />
        ) : (
          <p className={`${ui.text} ${ui.sm} ${classes.text}`}>{comment.content}</p>
        )}
        {comment.isRemoved && mine ? <RemovedBadge /> : null}
      </div>
      {mine ? <DeleteCommentButton commentId={comment.id} /> : comment.isRemoved ? null : <CommentMenu comment={comment} author={author} />}
    </li>
  );
}
