import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Modal } from '@mantine/core';
import { useCallback } from 'react';
import { AfterFirstPaint } from '@/components/after-first-paint';
import { LoadError } from '@/components/load-error';
import { SectionLoader } from '@/components/section-loader';
import { NoActiveGames } from './no-active-games';
import { ShareAccomplishmentForm } from './share-accomplishment-form';
import type { ShareAccomplishmentInitial, ShareableGame } from './share-form-schema';

export interface ShareAccomplishmentDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The signed-in person: their outbox sends the posts. */
  userId: string;
  /** The person's active games (the only ones that take posts). */
  games: ShareableGame[];
  initial?: ShareAccomplishmentInitial;
  /** Where the caller's list of games stands; treated as loaded when left out. */
  gamesStatus?: 'pending' | 'error' | 'success';
  /** Loads the games again after an error. */
  onRetryGames?: () => void;
  /** True while that reload runs. */
  retryingGames?: boolean;
}

function DialogBody({ userId, games, initial, onClose, gamesStatus = 'success', onRetryGames, retryingGames = false }: Omit<ShareAccomplishmentDialogProps, 'opened'>) {
  if (gamesStatus === 'pending') return <SectionLoader label="Loading your games" />;
  if (gamesStatus === 'error') {
    return <LoadError title="Your games could not be loaded" retrying={retryingGames} onRetry={() => onRetryGames?.()} />;
  }
  if (games.length === 0) return <NoActiveGames onClose={onClose} />;
  return <ShareAccomplishmentForm userId={userId} games={games} initial={initial} onClose={onClose} />;
}

/**
 * The body one frame after the dialog: the tap paints the dialog's frame and title in one short task,
 * and the form (its inputs and checklist, the longest part) renders just after in the background
 * (decision 0055). Mantine's focus trap focused the dialog before the form was there, so the form's
 * autofocus field takes the focus when it arrives.
 */
function DeferredBody(props: Omit<ShareAccomplishmentDialogProps, 'opened'>) {
  const focusFirst = useCallback((node: HTMLDivElement | null) => {
    node?.querySelector<HTMLElement>('[data-autofocus]')?.focus({ preventScroll: true });
  }, []);
  return (
    <AfterFirstPaint>
      <div ref={focusFirst} style={{ display: 'contents' }}>
        <DialogBody {...props} />
      </div>
    </AfterFirstPaint>
  );
}

/** docs/product.md §2 "Share Your Accomplishment": one post into each chosen game (docs/product.md §5, §7, §8). */
export function ShareAccomplishmentDialog({ opened, onClose, ...body }: ShareAccomplishmentDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Share Your Accomplishment"
      centered
      // Mantine's close button has no name of its own; screen readers would announce just "button".
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <DeferredBody onClose={onClose} {...body} />
    </Modal>
  );
}
