import { Button, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';

/** docs/product.md §2/§6: a participant who is neither the creator nor an admin may not edit. */
export function EditAccessDenied({ gameId }: { gameId: string }) {
  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <Title order={1} size="h2">
        Access Denied
      </Title>
      <Text c="dimmed">Only the game creator and admins can edit this game.</Text>
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
