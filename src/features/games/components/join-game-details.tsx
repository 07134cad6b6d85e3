import type { InviteGame } from '@contract/games';
import { count } from '@contract/plural';
import { Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconUser, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { gameDateLine } from '@/lib/game-date-line';
import { GameStatusBadge } from './game-status-badge';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {icon}
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

/**
 * What the join page tells about a game before joining (/join/{code}, docs/decisions/0053-newcomer-polish.md), to a visitor and
 * to someone signed in alike: its status, who made it, when it happens in the right tense
 * ('Ended …' for a finished game, decision 0053) and how many are in.
 */
export function JoinGameDetails({ game }: { game: InviteGame }) {
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <GameStatusBadge status={game.status} />
      </Group>
      <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
        {game.name}
      </Title>
      {game.description ? <Text c="dimmed">{game.description}</Text> : null}
      <Stack gap={6} mt={4}>
        <Fact icon={<IconUser size={18} aria-hidden />}>Created by {game.creatorName}</Fact>
        <Fact icon={<IconCalendar size={18} aria-hidden />}>{gameDateLine(game)}</Fact>
        <Fact icon={<IconUsers size={18} aria-hidden />}>{count(game.participantCount, 'participant', 'participants')}</Fact>
      </Stack>
      {game.status === 'completed' ? (
        <Text size="sm" fs="italic">
          This game has already completed, but you can still join to view the results.
        </Text>
      ) : null}
    </Stack>
  );
}
