import type { Game } from '@contract/games';
import type { User } from '@contract/user';
import { useParams } from 'react-router';
import { canManageGame, isParticipant } from '@/features/games/can-manage-game';
import { GameDetailPage } from '@/features/games/components/game-detail-page';
import { GameEditPage } from '@/features/games/components/edit/game-edit-page';
import { GameGate } from '@/features/games/components/game-gate';
import { GameGroupSections } from '@/features/groups/components/game-group-sections';
import { GroupsPage } from '@/features/groups/components/groups-page';
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
    <GameDetailPage
      key={id}
      id={id}
      userId={userId}
      groups={groups}
      accomplishments={accomplishments}
      onMessage={(game, recipient) => message(game)(recipient)}
    />
  );
}

/** /games/{id}/edit */
export function GameEditRoute({ userId }: { userId: string }) {
  const { id = '' } = useParams();
  return <GameEditPage key={id} id={id} userId={userId} />;
}

/**
 * /games/{gameId}/groups: the groups screen of a game the person may open; the participants and
 * who may manage come from the game read (SPEC §6: the creator and admins).
 */
export function GroupsRoute({ userId }: { userId: string }) {
  const { gameId = '' } = useParams();
  return (
    <GameGate key={gameId} id={gameId} screen="view">
      {(game) => (
        <GroupsPage
          gameId={game.id}
          gameName={game.name}
          participants={game.participants}
          canManage={canManageGame(game, userId)}
        />
      )}
    </GameGate>
  );
}
