import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Progress.css';
import type { MyGame } from '@contract/games';
import { count } from '@contract/plural';
import { ActionIcon, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconEdit, IconShare, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from '@/components/stretched-link.module.css';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { canManageGame } from '../../can-manage-game';
import { progressPercent, startDateText, timeText } from '../../game-timing';
import { GameStatusBadge } from '../game-status-badge';
import { ScoreChart } from './score-chart';
import chart from './score-chart.module.css';
import offscreen from '@/components/offscreen.module.css';

interface GameCardProps {
  game: MyGame;
  userId: string;
  onShare: (game: MyGame) => void;
}

/**
 * An upcoming game's card in the rows of the chart and the score line (issue 32: flat bars and
 * 'Your place: 1/9' before anything happened): when it starts, in the chart's band and so at its
 * height, and that scores come with the start. The card keeps its size when the game starts.
 */
function StartBand({ startTime }: { startTime: string }) {
  return (
    <>
      <Group className={chart.band} gap="xs" wrap="nowrap" data-testid="start-band">
        <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600} truncate>
          Starts {startDateText(startTime, 'short')}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        Scores and places show once it starts.
      </Text>
    </>
  );
}

/** SPEC §2 "Game card": one of my games in a list; the whole card opens /games/{id}. */
export function GameCard({ game, userId, onShare }: GameCardProps) {
  const participants = game._count.participants;
  const percent = progressPercent(game);
  const titleId = `game-card-${game.id}`;
  return (
    <Paper component="article" withBorder radius="lg" p="md" className={`${classes.card} ${offscreen.card}`} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <GameStatusBadge status={game.status} />
          <Group gap={4} className={classes.above} wrap="nowrap">
            {canManageGame(game, userId) ? (
              <ActionIcon component={Link} to={`/games/${game.id}/edit`} variant="subtle" size="lg" aria-label="Edit game">
                <IconEdit size={18} aria-hidden />
              </ActionIcon>
            ) : null}
            <ActionIcon variant="subtle" size="lg" aria-label="Share game" onClick={() => onShare(game)}>
              <IconShare size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Title order={3} size="h4" id={titleId} lineClamp={2}>
          <Link to={`/games/${game.id}`} className={classes.link}>
            {game.name}
          </Link>
        </Title>
        <Group gap="xs" wrap="nowrap">
          <UserAvatar user={game.creator} size="sm" decorative />
          <Text size="sm" c="dimmed" truncate>
            {displayName(game.creator)}
          </Text>
        </Group>
        {game.status === 'active' ? (
          <Group gap="sm" wrap="nowrap">
            <Progress value={percent} flex={1} size="md" radius="xl" aria-label={`Progress of ${game.name}`} />
            <Text size="sm" fw={600}>
              {percent}%
            </Text>
          </Group>
        ) : null}
        {game.status === 'upcoming' ? (
          <StartBand startTime={game.startTime} />
        ) : (
          <>
            <ScoreChart scores={game.scores} myUserId={userId} participantCount={participants} />
            <Text size="sm">
              Your score: {count(game.myScore, 'point', 'points')} • Your place: {game.myPlace}/{participants}
            </Text>
          </>
        )}
        <Group justify="space-between" gap="xs">
          <Group gap={4} wrap="nowrap">
            <IconClock size={16} aria-hidden />
            <Text size="sm">{timeText(game)}</Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{count(participants, 'participant', 'participants')}</Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
