import '@mantine/core/styles/Badge.css';
import type { MyGame } from '@contract/games';
import { count } from '@contract/plural';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPhoto, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { IconText } from '@/components/icon-text';
import classes from '@/components/stretched-link.module.css';
import { GameStatusBadge } from '../game-status-badge';

/** One of my games on the Profile (docs/product.md §2): the name link stretches over the card. */
export function ProfileGameCard({ game, userId }: { game: MyGame; userId: string }) {
  const titleId = `profile-game-${game.id}`;
  return (
    <Paper component="article" withBorder radius="md" p="md" className={classes.card} aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title order={3} size="h4" id={titleId} lineClamp={2}>
            <Link to={`/games/${game.id}`} className={classes.link}>
              {game.name}
            </Link>
          </Title>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            {game.creatorId === userId ? (
              // Grape, not yellow: yellow 9 on yellow 1 (the light badge) is 2.7:1, below WCAG AA; grape 5.6:1.
              <Badge color="grape" variant="light">
                Creator
              </Badge>
            ) : null}
            <GameStatusBadge status={game.status} />
          </Group>
        </Group>
        {game.description ? (
          <Text size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {game.description}
          </Text>
        ) : null}
        <Group gap="md">
          <IconText icon={<IconUsers size={16} aria-hidden />}>{count(game._count.participants, 'participant', 'participants')}</IconText>
          <IconText icon={<IconPhoto size={16} aria-hidden />}>{count(game._count.posts, 'post', 'posts')}</IconText>
        </Group>
      </Stack>
    </Paper>
  );
}
