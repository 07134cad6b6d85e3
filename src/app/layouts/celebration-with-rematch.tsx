import { StartRematchButton } from '@/features/games/components/game-detail/start-rematch-button';
import { CelebrationDialog as GameResultsDialog, type CelebrationDialogProps } from '@/features/notifications/components/celebration-dialog';

/**
 * The celebration dialog as the signed-in app shows it: 'Rematch' above its closing button for the
 * game's creator (decision 0063), which closes it and opens the new game. AppLayout hands this module
 * to GameNotificationsHost as the dialog's lazy chunk, so the rematch's code loads with the dialog,
 * not with the shell every start loads.
 */
export function CelebrationDialog(props: Omit<CelebrationDialogProps, 'action'>) {
  const { notification, userId, onClose } = props;
  const creator = notification.type !== 'game_ending' && notification.game.creatorId === userId;
  return <GameResultsDialog {...props} action={creator ? <StartRematchButton gameId={notification.gameId} onStarted={onClose} fullWidth /> : null} />;
}
