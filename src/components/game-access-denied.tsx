import { Button, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * docs/product.md §2/§6: a game's screens for its creator and admins (Edit Game, Manage Groups) show a
 * participant who is neither 'Access Denied', the reason (children), and the way back to the game.
 */
export function GameAccessDenied({ gameId, children }: { gameId: string; children: ReactNode }) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <Title order={1} size="h2">
        Access Denied
      </Title>
      <Text c="dimmed">{children}</Text>
      <Button
        component={Link}
        to={`/games/${encodeURIComponent(gameId)}`}
        variant="light"
        leftSection={<IconEye size={18} aria-hidden />}
      >
        View Game
      </Button>
    </Stack>
  );
}
