import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import type { Game } from '@contract/games';
import { count } from '@contract/plural';
import type { User } from '@contract/user';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconClock, IconEdit, IconNotes, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { canManageGame, isParticipant } from '../../can-manage-game';
import { progressPercent, timeText } from '../../game-timing';
import { GameStatusBadge } from '../game-status-badge';
import { LazyShareGameDialog } from '../share-game/lazy-share-game-dialog';
import { JoinGameButton } from './join-game-button';
import { LeaveGameButton } from './leave-game-button';
import { ParticipantsDialog } from './participants-dialog';
import { RematchButton, RematchOf } from './rematch';

const reportsText = (n: number) => count(n, 'open report', 'open reports');

/**
 * The edit link beside the title: creator and admins only (contract/games.ts roles), with the count of the
 * game's open reports (`openReportCount`, decision 0040) as a badge, in the spirit of the Invites
 * badge: a moderator notices there is something to decide.
 */
export function GameEditLink({ game, userId }: { game: Game; userId: string }) {
  if (!canManageGame(game, userId)) return null;
  const reports = game.openReportCount ?? 0;
  return (
    <Button
      component={Link}
      to={`/games/${game.id}/edit`}
      variant="light"
      size="xs"
      leftSection={<IconEdit size={16} aria-hidden />}
      rightSection={
        reports > 0 ? (
          <Badge size="xs" color="red.9" circle={reports < 10} aria-hidden data-testid="reports-badge">
            {reports > 99 ? '99+' : reports}
          </Badge>
        ) : undefined
      }
      aria-label={reports > 0 ? `Edit, ${reportsText(reports)}` : undefined}
      style={{ flexShrink: 0 }}
    >
      Edit
    </Button>
  );
}

/**
 * docs/product.md §2 game detail header: creator, status, days, posts, progress, participants, share or join,
 * and Leave Game for a participant other than the creator (docs/decisions/0004-games-membership-api.md). Before the start, no posts
 * count and no progress bar; Invite and Share are in the 'Before it starts' section.
 */
export function GameHeader({ game, userId, onMessage }: { game: Game; userId: string; onMessage?: (recipient: User) => void }) {
  const [sharing, setSharing] = useState(false);
  const member = isParticipant(game, userId);
  const percent = progressPercent(game);
  // Nothing has happened yet: no posts to count and no progress (decision 0053); the page's
  // 'Before it starts' section says what comes.
  const upcoming = game.status === 'upcoming';
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="nowrap">
        <UserAvatar user={game.creator} size="sm" decorative />
        <Text size="sm" c="dimmed" truncate>
          Created by {displayName(game.creator)}
        </Text>
      </Group>
      <RematchOf game={game} />
      {game.description ? <Text>{game.description}</Text> : null}
      <Group gap="sm">
        <GameStatusBadge status={game.status} />
        <Group gap={4} wrap="nowrap">
          <IconClock size={16} aria-hidden />
          <Text size="sm">{timeText(game)}</Text>
        </Group>
        {upcoming ? null : (
          <Group gap={4} wrap="nowrap">
            <IconNotes size={16} aria-hidden />
            <Text size="sm">{count(game._count.posts, 'post', 'posts')}</Text>
          </Group>
        )}
        <ParticipantsDialog game={game} userId={userId} onMessage={member ? onMessage : undefined} />
      </Group>
      {upcoming ? null : (
        <Group gap="sm" wrap="nowrap">
          <Progress value={percent} flex={1} size="md" radius="xl" aria-label="Game progress" />
          <Text size="sm" fw={600}>
            {percent}%
          </Text>
        </Group>
      )}
      {!member ? <JoinGameButton gameId={game.id} /> : null}
      {member ? (
        <Group gap="sm" wrap="nowrap">
          {game.status === 'active' ? (
            <>
              <Button flex={1} variant="light" leftSection={<IconShare size={18} aria-hidden />} onClick={() => setSharing(true)}>
                Share game
              </Button>
              <LazyShareGameDialog game={sharing ? game : null} onClose={() => setSharing(false)} />
            </>
          ) : null}
          <RematchButton game={game} userId={userId} />
          <LeaveGameButton game={game} userId={userId} />
        </Group>
      ) : null}
    </Stack>
  );
}
