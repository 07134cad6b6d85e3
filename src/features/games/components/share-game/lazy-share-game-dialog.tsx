import { LazyDialogSlot } from '@/components/lazy-dialog-slot';
import { lazyNamed } from '@/lib/retryable-lazy';
import type { ShareGameDialogProps } from './share-game-dialog';

const ShareGameDialog = lazyNamed(() => import('./share-game-dialog'), 'ShareGameDialog');

interface LazyShareGameDialogProps extends Omit<ShareGameDialogProps, 'game' | 'opened'> {
  /** The game to share; null keeps the dialog closed. */
  game: ShareGameDialogProps['game'] | null;
}

/** The Share game dialog, loaded the first time a game is shared. */
export function LazyShareGameDialog({ game, ...props }: LazyShareGameDialogProps) {
  return (
    <LazyDialogSlot open={game} onClose={props.onClose}>
      {(shared) => <ShareGameDialog game={shared} opened {...props} />}
    </LazyDialogSlot>
  );
}
