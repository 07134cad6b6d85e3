import type { Game } from '@contract/games';
import { Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { GameAccessDenied } from '@/components/game-access-denied';
import { Page } from '@/components/page';
import { canManageGame } from '../../can-manage-game';
import { GameGate } from '../game-gate';
import { LazyShareGameDialog } from '../share-game/lazy-share-game-dialog';
import { GameSettingsSection } from './game-settings-section';
import { GroupManagementSection } from './group-management-section';
import { JoinRequestsSection } from './join-requests-section';
import { ParticipantsSection } from './participants-section';
import { PendingInvitationsSection } from './pending-invitations-section';

/**
 * The game's open reports for its moderators (decision 0045): the safety feature's section,
 * composed in src/app since features don't import each other.
 */
type ReportsSlot = (game: Game) => ReactNode;

function EditGameSections({ game, userId, reports }: { game: Game; userId: string; reports?: ReportsSlot }) {
  const [inviting, setInviting] = useState(false);
  return (
    <Page title="Edit Game">
      <Text c="dimmed" mt={-12} style={{ overflowWrap: 'anywhere' }}>
        {game.name}
      </Text>
      {reports?.(game)}
      <GameSettingsSection game={game} isCreator={game.creatorId === userId} />
      <GroupManagementSection gameId={game.id} />
      <ParticipantsSection gameId={game.id} creatorId={game.creatorId} userId={userId} />
      <PendingInvitationsSection gameId={game.id} onInvite={() => setInviting(true)} />
      {game.isPublic ? <JoinRequestsSection gameId={game.id} /> : null}
      <LazyShareGameDialog game={inviting ? game : null} initialTab="username" onClose={() => setInviting(false)} />
    </Page>
  );
}

/**
 * /games/{id}/edit (docs/product.md §2): the loading and load-error states of the game, 'Access Denied' for a
 * participant who is neither creator nor admin, else the settings and management sections.
 */
export function GameEditPage({ id, userId, reports }: { id: string; userId: string; reports?: ReportsSlot }) {
  return (
    <GameGate id={id} screen="edit">
      {(game) =>
        canManageGame(game, userId) ? (
          <EditGameSections game={game} userId={userId} reports={reports} />
        ) : (
          <GameAccessDenied gameId={game.id}>Only the game creator and admins can edit this game.</GameAccessDenied>
        )
      }
    </GameGate>
  );
}
