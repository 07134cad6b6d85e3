import type { Post } from '@contract/posts';
import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useToggleUpvote } from '../../api/toggle-upvote';

const likesText = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

/**
 * SPEC §2 like button with its count. A toggle (aria-pressed) whose name also says the count, so
 * a screen reader hears "Like, 3 likes, pressed". Own posts keep the button: the server refuses
 * and the 'Not Allowed' toast explains why (SPEC §8).
 */
export function LikeButton({ post }: { post: Pick<Post, 'id' | 'isUpvoted' | '_count'> }) {
  const toggle = useToggleUpvote();
  const { isUpvoted } = post;
  const count = post._count.upvotes;
  const Icon = isUpvoted ? IconHeartFilled : IconHeart;
  return (
    <Button
      variant={isUpvoted ? 'light' : 'subtle'}
      color={isUpvoted ? 'pink' : 'gray'}
      size="compact-md"
      h={44}
      leftSection={<Icon size={20} aria-hidden />}
      aria-pressed={isUpvoted}
      aria-label={`Like, ${likesText(count)}`}
      onClick={() => toggle.mutate(post)}
    >
      {count}
    </Button>
  );
}
