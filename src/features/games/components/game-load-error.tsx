import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isOfflineFailure } from '@/offline/offline-failure';
import { OfflineNotice } from '@/offline/offline-notice';
import { refusedGameHasRequested, refusedGameIsPublic } from '../api/get-game';
import { RequestedButton, REQUEST_WAITING } from './requested-button';

export type GameScreen = 'view' | 'edit';

const DENIED_VIEW = /Access denied|must be a participant/i;
const DENIED_EDIT = /Access denied|must be a participant|only the creator/i;

/** Under the game page's denial of a private game, where a Join Game button could only fail. */
const PRIVATE_GAME_NOTE = 'This game is private: you can join it only with an invitation from the game creator.';

interface GameLoadErrorProps {
  error: unknown;
  screen: GameScreen;
  /**
   * The game page's Join Game button (docs/product.md §6), shown under the denial only when the 403 says the
   * game is public; a private game gets PRIVATE_GAME_NOTE instead.
   */
  joinAction?: ReactNode;
  /** Loads the game again, offered when the load failed offline. */
  onRetry?: () => void;
  retrying?: boolean;
}

function JoinOrNote({ error, joinAction }: { error: unknown; joinAction: ReactNode }) {
  const isPublic = refusedGameIsPublic(error);
  // My request waits (decision 0053): a second Join Game could only send it again.
  if (refusedGameHasRequested(error)) {
    return (
      <>
        <Text>{REQUEST_WAITING}</Text>
        <RequestedButton />
      </>
    );
  }
  if (isPublic) return joinAction;
  return isPublic === false ? <Text fw={500}>{PRIVATE_GAME_NOTE}</Text> : null;
}

/**
 * docs/product.md §2: 'Access Denied' for a refused game, else 'Game Not Found'; a link back home. Offline,
 * a game never opened on this device is not "not found": the offline notice says so (decision 0005).
 */
export function GameLoadError({ error, screen, joinAction, onRetry, retrying }: GameLoadErrorProps) {
  if (isOfflineFailure(error)) return <OfflineNotice onRetry={onRetry} retrying={retrying} />;
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
      {denied && joinAction ? <JoinOrNote error={error} joinAction={joinAction} /> : null}
      <Button component={Link} to="/" variant="light" leftSection={<IconHome size={18} aria-hidden />}>
        Return Home
      </Button>
    </Stack>
  );
}
