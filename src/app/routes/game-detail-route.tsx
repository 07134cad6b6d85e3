import type { Game } from '@contract/games';
import type { User } from '@contract/user';
import { useParams } from 'react-router';
import { isParticipant } from '@/features/games/can-manage-game';
import { GameDetailPage } from '@/features/games/components/game-detail-page';
import { GameGroupSections } from '@/features/groups/components/game-group-sections';
import { GameEndingBanner } from '@/features/notifications/components/game-ending-banner';
import { AccomplishmentsSection } from '@/features/posts/components/accomplishments/accomplishments-section';
import { openSendMessage } from '../send-message/send-message-store';
import { openShareAccomplishment } from '../share-accomplishment/share-accomplishment-store';

/**
 * /games/{id}: the game's header and leaderboards, its group sections, then its accomplishments
 * (shared into the app-wide dialog). Message buttons (participants dialog, My Group) open the
 * app-wide Send message dialog about this game.
 */
export function GameDetailRoute({ userId }: { userId: string }) {
  const { id = '' } = useParams();
  const message = (game: Game) => (recipient: User) => openSendMessage({ game: { id: game.id, name: game.name }, recipient });
  const groups = (game: Game) => (
    <GameGroupSections gameId={game.id} status={game.status} userId={userId} onMessage={message(game)} />
  );
  const accomplishments = (game: Game) => (
    <AccomplishmentsSection
      gameId={game.id}
      status={game.status}
      userId={userId}
      isParticipant={isParticipant(game, userId)}
      onShare={() => openShareAccomplishment({ gameId: game.id })}
    />
  );
  return (
    <>
      <GameDetailPage
        key={id}
        id={id}
        userId={userId}
        groups={groups}
        accomplishments={accomplishments}
        onMessage={(game, recipient) => message(game)(recipient)}
      />
      <GameEndingBanner gameId={id} onShare={(gameId) => openShareAccomplishment({ gameId })} />
    </>
  );
}
