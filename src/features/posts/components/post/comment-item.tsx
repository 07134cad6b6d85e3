import '@mantine/core/styles/ActionIcon.css';
import type { Comment } from '@contract/posts';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { timeAgo } from '@/lib/time-ago';
import { useDeleteComment } from '../../api/delete-comment';

function DeleteCommentButton({ commentId }: { commentId: string }) {
  const remove = useDeleteComment(commentId);
  return (
    <ActionIcon
      variant="subtle"
      color="red"
      size="lg"
      aria-label="Delete comment"
      loading={remove.isPending}
      onClick={() => remove.mutate(undefined)}
    >
      <IconTrash size={16} aria-hidden />
    </ActionIcon>
  );
}

/** One comment: who, when, what; its author may delete it (SPEC §2, §6). */
export function CommentItem({ comment, userId }: { comment: Comment; userId: string }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <UserAvatar user={comment.user} size="sm" decorative />
      <Stack gap={0} flex={1} miw={0}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} truncate>
            {displayName(comment.user)}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt} style={{ flexShrink: 0 }}>
            {timeAgo(comment.createdAt)}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {comment.content}
        </Text>
      </Stack>
      {comment.userId === userId ? <DeleteCommentButton commentId={comment.id} /> : null}
    </Group>
  );
}
