import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { canManageGame } from '../can-manage-game';
import { GameGate } from './game-gate';

/** /games/{id}/edit: only the creator and admins get past the gate (SPEC §2, §6). */
export function GameEditPage({ id, userId }: { id: string; userId: string }) {
  return (
    <GameGate id={id} screen="edit">
      {(game) =>
        canManageGame(game, userId) ? (
          <Page title="Edit Game">
            <Text fw={600}>{game.name}</Text>
          </Page>
        ) : (
          <Stack align="center" gap="sm" py="xl" px="md" ta="center">
            <Title order={1} size="h2">
              Access Denied
            </Title>
            <Text c="dimmed">Only the game creator and admins can edit this game.</Text>
            <Button component={Link} to={`/games/${game.id}`} variant="light">
              View Game
            </Button>
          </Stack>
        )
      }
    </GameGate>
  );
}
