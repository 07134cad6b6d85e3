import '@mantine/core/styles/Anchor.css';
import type { Post } from '@contract/posts';
import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessageCircle, IconThumbUp } from '@tabler/icons-react';
import { Link } from 'react-router';
import { IconText } from '@/components/icon-text';
import { Photo } from '@/components/photo';
import { RemovedBadge } from '@/components/removed-content';
import { timeAgo } from '@/lib/format/dates';
import { RedactedText } from '../activity/redacted-text';
import { count } from '@contract/plural';

/** One of my posts on the Profile (docs/product.md §2): game, age, text, photo, upvote and comment counts. */
export function MyAccomplishmentCard({ post }: { post: Post }) {
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={`Accomplishment in ${post.game.name}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={`/games/${post.gameId}`} fw={600} truncate>
            {post.game.name}
          </Anchor>
          <Text size="xs" c="dimmed" component="time" dateTime={post.createdAt} style={{ flexShrink: 0 }}>
            {timeAgo(post.createdAt)}
          </Text>
        </Group>
        {post.isRedacted ? (
          <RedactedText />
        ) : (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Text>
        )}
        {/* My own post, hidden by moderators: I still read it, marked (decision 0040). */}
        {post.isRemoved ? <RemovedBadge /> : null}
        {post.image ? <Photo src={post.image} alt="Accomplishment" /> : null}
        <Group gap="md" c="dimmed">
          <IconText icon={<IconThumbUp size={18} aria-hidden />}>{count(post._count.upvotes, 'upvote', 'upvotes')}</IconText>
          <IconText icon={<IconMessageCircle size={18} aria-hidden />}>{count(post._count.comments, 'comment', 'comments')}</IconText>
        </Group>
      </Stack>
    </Paper>
  );
}
