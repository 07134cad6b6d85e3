import { Button, Group, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Page } from '@/components/page';
import { canManageGame } from '../can-manage-game';
import { GameGate } from './game-gate';
import { GameStatusBadge } from './game-status-badge';

/** /games/{id}: the game's frame; its sections (leaderboards, posts, groups) follow in later issues. */
export function GameDetailPage({ id, userId }: { id: string; userId: string }) {
  return (
    <GameGate id={id} screen="view">
      {(game) => (
        <Page
          title={game.name}
          actions={
            canManageGame(game, userId) ? (
              <Button
                component={Link}
                to={`/games/${game.id}/edit`}
                variant="light"
                size="xs"
                leftSection={<IconEdit size={16} aria-hidden />}
              >
                Edit
              </Button>
            ) : null
          }
        >
          <Group gap="xs">
            <GameStatusBadge status={game.status} />
          </Group>
          {game.description ? <Text>{game.description}</Text> : null}
        </Page>
      )}
    </GameGate>
  );
}
