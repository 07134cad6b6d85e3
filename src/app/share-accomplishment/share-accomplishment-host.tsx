import { useMemo } from 'react';
import { DialogRequestHost } from '@/components/dialog-request-host';
import { useMyGames } from '@/features/games/api/get-my-games';
import { lazyNamed } from '@/lib/retryable-lazy';
import { activeGames } from './active-games';
import { useShareAccomplishmentStore, type ShareAccomplishmentRequest } from './share-accomplishment-store';

/** The dialog's code: loaded on the first share, or ahead of it once the app is idle (app-layout.tsx). */
export const loadShareAccomplishmentDialog = () => import('@/features/posts/components/share-accomplishment/share-accomplishment-dialog');
const ShareAccomplishmentDialog = lazyNamed(loadShareAccomplishmentDialog, 'ShareAccomplishmentDialog');

function OpenShareDialog({ userId, request, onClose }: { userId: string; request: ShareAccomplishmentRequest; onClose: () => void }) {
  const myGames = useMyGames();
  const games = useMemo(
    () => activeGames(myGames.data ?? []).map(({ id, name }) => ({ id, name })),
    [myGames.data],
  );
  return (
    <ShareAccomplishmentDialog
      opened
      onClose={onClose}
      userId={userId}
      games={games}
      initial={request}
      // Cached games are good enough to share into while a background refresh runs or fails.
      gamesStatus={myGames.data ? 'success' : myGames.status}
      onRetryGames={() => void myGames.refetch()}
      retryingGames={myGames.isFetching}
    />
  );
}

/**
 * The app's one Share Your Accomplishment dialog, opened from anywhere through the store with the
 * person's active games (my games) to choose from. Its code loads on the first share.
 */
export function ShareAccomplishmentHost({ userId }: { userId: string }) {
  return (
    <DialogRequestHost store={useShareAccomplishmentStore}>
      {(request, close) => <OpenShareDialog userId={userId} request={request} onClose={close} />}
    </DialogRequestHost>
  );
}
