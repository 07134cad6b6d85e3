import '@mantine/core/styles/Badge.css';
import type { PublicGame } from '@contract/games';
import { count } from '@contract/plural';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { timeText } from '../../game-timing';
import { GameStatusBadge } from '../game-status-badge';
import { RequestedButton } from '../requested-button';

/** Badges and buttons keep their whole text; the text beside them gives way (wraps or truncates). */
const NO_SHRINK = { flexShrink: 0 } as const;

interface DiscoverGameCardProps {
  game: PublicGame;
  /** '#1' to '#3' in 'Active Games'. */
  rank?: number;
  joining: boolean;
  onJoin: (game: PublicGame) => void;
}

function Action({ game, joining, onJoin }: Omit<DiscoverGameCardProps, 'rank'>) {
  if (game.isMember) {
    return (
      <Button component={Link} to={`/games/${game.id}`} variant="light" aria-label={`View ${game.name}`}>
        View
      </Button>
    );
  }
  if (game.status === 'upcoming') {
    return (
      <Button variant="default" disabled>
        Coming Soon
      </Button>
    );
  }
  // The server says so (`hasRequested`), so a reload or another device still shows it (decision 0053).
  if (game.hasRequested) return <RequestedButton />;
  return (
    <Button onClick={() => onJoin(game)} disabled={joining} aria-label={joining ? undefined : `Join Game ${game.name}`}>
      {joining ? 'Joining...' : 'Join Game'}
    </Button>
  );
}

/** A public game in Discover (docs/product.md §2): active ones can be joined, upcoming ones are 'Coming Soon'. */
export function DiscoverGameCard({ game, rank, ...action }: DiscoverGameCardProps) {
  const titleId = `discover-game-${game.id}`;
  return (
    <Paper component="article" withBorder radius="lg" p="md" aria-labelledby={titleId}>
      <Stack gap="xs">
        {/* Badges first, then the name on its own line (two at most), as on the game card: at
            390 px a badge beside the name was squeezed to '#.' and 'ACTI…'. */}
        <Group gap="xs" wrap="nowrap">
          {rank ? (
            <Badge color="yellow" variant="filled" autoContrast aria-label={`Rank ${rank}`} style={NO_SHRINK}>
              #{rank}
            </Badge>
          ) : null}
          <GameStatusBadge status={game.status} />
        </Group>
        <Title order={3} size="h4" id={titleId} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {game.name}
        </Title>
        {game.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {game.description}
          </Text>
        ) : null}
        <Group gap="xs" wrap="nowrap">
          <UserAvatar user={game.creator} size="sm" decorative />
          <Text size="sm" truncate>
            {displayName(game.creator)}
          </Text>
          {game.requiresApproval ? (
            <Badge variant="outline" color="gray" size="sm" style={NO_SHRINK}>
              Approval needed
            </Badge>
          ) : null}
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Group gap={4} wrap="nowrap">
              <IconUsers size={16} aria-hidden />
              <Text size="sm">{count(game._count.participants, 'participant', 'participants')}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconClock size={16} aria-hidden />
              <Text size="sm">{timeText(game)}</Text>
            </Group>
          </Stack>
          <div style={NO_SHRINK}>
            <Action game={game} {...action} />
          </div>
        </Group>
      </Stack>
    </Paper>
  );
}
