import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import type { Comment } from '@contract/posts';
import { ActionIcon, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconTrash } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { DialogErrorBoundary } from '@/components/error-boundaries';
import { RemovedBadge, RemovedText } from '@/components/removed-content';
import { ReportMenuItem } from '@/components/safety-menu-items';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { lazyNamed } from '@/lib/retryable-lazy';
import { timeAgo } from '@/lib/format/dates';

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
      <DialogErrorBoundary resetKeys={[confirming]} onClose={close}>
        {confirming && (
          <Suspense fallback={null}>
            <DeleteCommentDialog commentId={commentId} onClose={close} />
          </Suspense>
        )}
      </DialogErrorBoundary>
    </>
  );
}

/** Someone else's comment: its "…" menu with 'Report' (docs/decisions/0040-trust-and-safety.md). */
function CommentMenu({ comment, author }: { comment: Comment; author: string }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Actions for comment by ${author}`}>
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <ReportMenuItem target={{ targetType: 'comment', targetId: comment.id, description: `Comment by ${author}` }} />
      </Menu.Dropdown>
    </Menu>
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
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <UserAvatar user={comment.user} size="sm" decorative />
      <Stack gap={0} flex={1} miw={0}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {author}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt} style={{ flexShrink: 0 }}>
            {timeAgo(comment.createdAt)}
          </Text>
        </Group>
        {comment.isRemoved && !mine ? (
          <RemovedText size="sm" />
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.content}
          </Text>
        )}
        {comment.isRemoved && mine ? <RemovedBadge /> : null}
      </Stack>
      {mine ? <DeleteCommentButton commentId={comment.id} /> : comment.isRemoved ? null : <CommentMenu comment={comment} author={author} />}
    </Group>
  );
}
