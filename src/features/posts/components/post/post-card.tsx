import type { GameStatus } from '@contract/games';
import type { Post } from '@contract/posts';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { RemovedBadge, RemovedText } from '@/components/removed-content';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { dateText, timeAgo } from '@/lib/format/dates';
import { AddCommentForm } from './add-comment-form';
import { LikeButton } from './like-button';
import { ownerActions } from './owner-actions';
import { PostComments } from './post-comments';
import { PostImage } from './post-image';
import { PostOwnerMenu } from './post-owner-menu';
import offscreen from '@/components/offscreen.module.css';
import { count } from '@contract/plural';

const commentsText = (n: number) => count(n, 'comment', 'comments');

interface PostCardProps {
  post: Post;
  userId: string;
  /**
   * The game's status as its page knows it: the author's actions follow it. A posts page is cached
   * for 30 s and keeps the status it was fetched with, so a game ended meanwhile still says 'active'.
   */
  gameStatus?: GameStatus;
}

/** docs/product.md §2 "Post display": author, age, text (or '[Content Redacted]'), photo, likes and comments. */
export function PostCard({ post, userId, gameStatus }: PostCardProps) {
  const author = displayName(post.user);
  return (
    <Paper component="article" aria-label={`Accomplishment by ${author}`} withBorder radius="md" p="md" className={offscreen.card}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <UserAvatar user={post.user} decorative />
            <Stack gap={0} miw={0}>
              <Text fw={600} truncate>
                {author}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={post.createdAt} title={dateText(post.createdAt, 'exact')}>
                {timeAgo(post.createdAt)}
              </Text>
            </Stack>
          </Group>
          <PostOwnerMenu
            post={post}
            actions={ownerActions(post, userId, gameStatus)}
            report={
              post.userId !== userId && !post.isRemoved ? { targetType: 'post', targetId: post.id, description: `Post by ${author}` } : undefined
            }
          />
        </Group>
        {post.isRedacted ? (
          <Text fs="italic" c="dimmed">
            [Content Redacted]
          </Text>
        ) : post.isRemoved && post.userId !== userId ? (
          <RemovedText />
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Text>
        )}
        {post.isRemoved && post.userId === userId ? <RemovedBadge /> : null}
        {post.image ? <PostImage src={post.image} alt={`Photo shared by ${author}`} /> : null}
        <Group gap="md">
          <LikeButton post={post} userId={userId} />
          <Group gap={4} c="dimmed" wrap="nowrap">
            <IconMessageCircle size={18} aria-hidden />
            <Text size="sm">{commentsText(post._count.comments)}</Text>
          </Group>
        </Group>
        <PostComments post={post} userId={userId} />
        <AddCommentForm postId={post.id} userId={userId} />
      </Stack>
    </Paper>
  );
}
