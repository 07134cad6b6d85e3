import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type GameScreen = 'view' | 'edit';

const DENIED_VIEW = /Access denied|must be a participant/i;
const DENIED_EDIT = /Access denied|must be a participant|only the creator/i;

interface GameLoadErrorProps {
  error: unknown;
  screen: GameScreen;
  /** Shown under the denial of the game page, e.g. a Join Game button (SPEC §6). */
  deniedAction?: ReactNode;
}

/** SPEC §2: 'Access Denied' for a refused game, else 'Game Not Found'; a link back home. */
export function GameLoadError({ error, screen, deniedAction }: GameLoadErrorProps) {
  const message = error instanceof Error ? error.message : '';
  const denied = (screen === 'edit' ? DENIED_EDIT : DENIED_VIEW).test(message);
  const [title, text] = denied
    ? [
        'Access Denied',
        screen === 'edit'
          ? 'Only the game creator can edit this game.'
          : 'You must be a participant to view this game. Contact the game creator for an invitation.',
      ]
    : ['Game Not Found', 'This game does not exist or has been deleted.'];

  return (
    <Stack align="center" gap="sm" py="xl" px="md" ta="center">
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed">{text}</Text>
      {denied ? deniedAction : null}
      <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} aria-hidden />}>
        Return Home
      </Button>
    </Stack>
  );
}
