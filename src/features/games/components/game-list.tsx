import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import type { Game } from '@contract/games';

export type GameSummary = Pick<Game, 'id' | 'name' | 'status'>;
import { GameStatusBadge } from './game-status-badge';

/** A plain list of games linking to /games/{id}; the rich game card replaces the rows later. */
export function GameList({ games }: { games: GameSummary[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {games.map((game) => (
        <li key={game.id}>
          <UnstyledButton component={Link} to={`/games/${game.id}`} w="100%">
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <Text fw={600} truncate>
                  {game.name}
                </Text>
                <GameStatusBadge status={game.status} />
              </Group>
            </Paper>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
