import type { Post } from '@contract/posts';
import { Button } from '@mantine/core';
import { IconClockHour4, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useOutboxStore } from '@/offline/outbox/outbox-store';
import { queuedLike } from '../../api/like-outbox-kind';
import { useLikePost } from '../../api/like-post';
import { count } from '@contract/plural';

const likesText = (n: number) => count(n, 'like', 'likes');

/**
 * docs/product.md §2 like button with its count. A toggle (aria-pressed) whose name also says the count, so
 * a screen reader hears "Like, 3 likes, pressed". A like still in the outbox shows as done, marked
 * as waiting to send. Own posts keep the button: the server refuses and the 'Not Allowed' toast
 * explains why (docs/product.md §8).
 */
export function LikeButton({ post, userId }: { post: Pick<Post, 'id' | 'isUpvoted' | '_count'>; userId: string }) {
  const like = useLikePost(userId);
  const queued = useOutboxStore((state) => queuedLike(state.entries, userId, post.id));
  const isUpvoted = queued ? queued.payload.upvoted : post.isUpvoted;
  const count = Math.max(0, post._count.upvotes + Number(isUpvoted) - Number(post.isUpvoted));
  const Icon = isUpvoted ? IconHeartFilled : IconHeart;
  return (
    <Button
      variant={isUpvoted ? 'light' : 'subtle'}
      color={isUpvoted ? 'pink' : 'gray'}
      size="compact-md"
      h={44}
      leftSection={<Icon size={20} aria-hidden />}
      rightSection={queued ? <IconClockHour4 size={14} aria-hidden /> : null}
      aria-pressed={isUpvoted}
      aria-label={`Like, ${likesText(count)}${queued ? ', waiting to send' : ''}`}
      onClick={() => like.mutate({ post, upvoted: !isUpvoted })}
    >
      {count}
    </Button>
  );
}
