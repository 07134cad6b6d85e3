import type { GameNotification } from '@contract/results';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, type ComponentType } from 'react';
import { gameResultsQueryOptions } from '@/api/get-game-results';
import { DialogErrorBoundary } from '@/components/error-boundaries';
import { lazyNamed } from '@/lib/retryable-lazy';
import { useCloseReturningFocus } from '@/lib/use-close-returning-focus';
import { useCelebrationQueue } from '../use-celebration-queue';
import type { CelebrationDialogProps } from './celebration-dialog';

/**
 * The dialog's module, given by whoever mounts the host: this feature's celebration-dialog.tsx, or
 * the app's composition of it with more in its foot ('Rematch' for the game's creator: features don't
 * import each other). A dynamic import: the dialog and what it is composed with are one lazy chunk,
 * loaded when a notification is there to show, never with the signed-in shell.
 */
export type LoadCelebrationDialog = () => Promise<{ CelebrationDialog: ComponentType<Omit<CelebrationDialogProps, 'action'>> }>;

const lazyDialogs = new WeakMap<LoadCelebrationDialog, ComponentType<Omit<CelebrationDialogProps, 'action'>>>();

/** One lazy component per module, made once: a new one on each render would mount the dialog again. */
function lazyDialog(load: LoadCelebrationDialog) {
  let dialog = lazyDialogs.get(load);
  if (!dialog) lazyDialogs.set(load, (dialog = lazyNamed(load, 'CelebrationDialog')));
  return dialog;
}

interface PendingCelebrationProps {
  notification: GameNotification;
  userId: string;
  onClose: () => void;
  loadDialog: LoadCelebrationDialog;
}

/**
 * One notification's dialog: it opens once the game's results were asked for afresh (results read
 * before the game ended would be empty), or without them when that fails (docs/product.md §4, §8: only
 * logged). The dialog's code loads meanwhile.
 */
function PendingCelebration({ notification, userId, onClose, loadDialog }: PendingCelebrationProps) {
  // The dialog opens by itself and goes away at once when closed: focus goes back to where it was.
  const close = useCloseReturningFocus(onClose);
  const results = useQuery({ ...gameResultsQueryOptions(notification.gameId), refetchOnMount: 'always' });
  useEffect(() => {
    // A failure shows when the dialog renders (its error boundary), not as an unhandled rejection.
    loadDialog().catch(() => undefined);
  }, [loadDialog]);
  useEffect(() => {
    if (results.isError) console.error('Failed to fetch game results', results.error);
  }, [results.isError, results.error]);
  // Opened in a background render: the dialog is the largest thing a screen mounts after its
  // first paint, and as one task it was the longest one after it in a profile of Home (decision 0024).
  const answered = useDeferredValue(results.isFetchedAfterMount);
  if (!answered) return null;
  const CelebrationDialog = lazyDialog(loadDialog);
  // Data only: the game's notification, its results and how to close; the module composes the rest.
  return (
    <Suspense fallback={null}>
      <CelebrationDialog notification={notification} results={results.data} userId={userId} onClose={close} />
    </Suspense>
  );
}

/**
 * The game-results celebration dialog (docs/product.md "Modals", §4), mounted once in the signed-in layout.
 * Only the polled list and this host load with the app; the dialog's code loads when a
 * notification is there to show.
 */
export function GameNotificationsHost({ userId, loadDialog }: { userId: string; loadDialog: LoadCelebrationDialog }) {
  const { current, close } = useCelebrationQueue(userId);
  return (
    <DialogErrorBoundary resetKeys={[current?.id]} onClose={() => current && close(current.id)}>
      {current && <PendingCelebration key={current.id} notification={current} userId={userId} onClose={() => close(current.id)} loadDialog={loadDialog} />}
    </DialogErrorBoundary>
  );
}
