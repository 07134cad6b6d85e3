import { Stack, Text, Title } from '@mantine/core';
import dayjs from 'dayjs';
import type { InviteGame } from '@contract/games';
import { countText } from '../game-timing';

function formatDate(iso: string): string {
  const date = dayjs(iso);
  return date.isValid() ? date.format('MMM D, YYYY') : '';
}

/** What the join page tells about a game before joining (SPEC §2 "Join by code"). */
export function JoinGameDetails({ game, signedIn }: { game: InviteGame; signedIn: boolean }) {
  const count = game.participantCount;
  return (
    <Stack gap={6}>
      <Title order={2} size="h3">
        {game.name}
      </Title>
      {game.description ? <Text>{game.description}</Text> : null}
      {signedIn && game.creatorName ? <Text size="sm">Created by {game.creatorName}</Text> : null}
      <Text size="sm" c="dimmed">
        {signedIn
          ? `${formatDate(game.startTime)} – ${formatDate(game.endTime)}`
          : `Ends ${formatDate(game.endTime)}`}
      </Text>
      <Text size="sm" c="dimmed">
        {countText(count, 'participant')}
      </Text>
      {signedIn && game.status === 'completed' ? (
        <Text size="sm">This game has already completed, but you can still join to view the results.</Text>
      ) : null}
    </Stack>
  );
}
