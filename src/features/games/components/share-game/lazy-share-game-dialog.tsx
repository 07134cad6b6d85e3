import { lazy, Suspense } from 'react';
import type { ShareGameDialogProps } from './share-game-dialog';

const ShareGameDialog = lazy(async () => ({ default: (await import('./share-game-dialog')).ShareGameDialog }));

interface LazyShareGameDialogProps extends Omit<ShareGameDialogProps, 'game' | 'opened'> {
  /** The game to share; null keeps the dialog closed. */
  game: ShareGameDialogProps['game'] | null;
}

/** The Share game dialog, loaded the first time a game is shared. */
export function LazyShareGameDialog({ game, ...props }: LazyShareGameDialogProps) {
  if (!game) return null;
  return (
    <Suspense fallback={null}>
      <ShareGameDialog game={game} opened {...props} />
    </Suspense>
  );
}
