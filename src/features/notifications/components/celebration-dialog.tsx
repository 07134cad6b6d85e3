import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import type { GameNotification, GameResult } from '@contract/results';
import { Box, Button, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { GameSummary } from './game-summary';
import { OwnPlace } from './own-place';
import { ResultsList } from './results-list';

export interface CelebrationDialogProps {
  notification: GameNotification;
  /** Undefined when the results could not be fetched: the dialog opens without them (docs/product.md §4). */
  results: GameResult[] | undefined;
  userId: string;
  onClose: () => void;
  /** Above the closing button: 'Rematch' for the game's creator (composed by the app). */
  action?: ReactNode;
}

/**
 * docs/product.md "Modals" → Game-results celebration dialog: 'Congratulations!' / 'Celebrate!' for a gold
 * (game_won), otherwise 'Challenge Complete!' / 'Got it!'. The button, Escape and the close button
 * all close it the same way.
 */
export function CelebrationDialog({ notification, results, userId, onClose, action }: CelebrationDialogProps) {
  const won = notification.type === 'game_won';
  const mine = results?.find((result) => result.userId === userId);
  return (
    <Modal
      opened
      onClose={onClose}
      title={won ? 'Congratulations!' : 'Challenge Complete!'}
      centered
      // In place, not in a portal: Mantine's portal mounts its content in a second, synchronous
      // render from a layout effect, which undid the background render the host opens it in (issue
      // 15). Nothing above it in the layout makes a stacking context, so it still covers the screen.
      withinPortal={false}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Stack gap="md">
        <GameSummary game={notification.game} won={won} />
        {mine ? <OwnPlace result={mine} /> : null}
        {results && results.length > 0 ? (
          <ResultsList results={results} userId={userId} />
        ) : (
          <Text c="dimmed" ta="center" size="sm">
            Results are not available right now.
          </Text>
        )}
        {/* Kept in view while a long list scrolls under it, on a phone too. */}
        <Box pos="sticky" bottom={0} pt="xs" bg="var(--mantine-color-body)">
          {action ? <Box mb="xs">{action}</Box> : null}
          <Button fullWidth onClick={onClose}>
            {won ? 'Celebrate!' : 'Got it!'}
          </Button>
        </Box>
      </Stack>
    </Modal>
  );
}
