import type { Participant } from '@contract/games';
import { Button, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GameAccessDenied } from '@/components/game-access-denied';
import { LoadError } from '@/components/load-error';
import { Page } from '@/components/page';
import { SectionLoader } from '@/components/section-loader';
import { useGroups } from '../api/get-groups';
import { AddMembersSection } from './add-members-section';
import { CreateGroupSection } from './create-group-section';
import { ExistingGroupsSection } from './existing-groups-section';

interface GroupsPageProps {
  gameId: string;
  gameName: string;
  /** The game's participants, from the game read the app already made. */
  participants: Participant[];
  /** Whether the person is the creator or an admin (docs/product.md §6), decided by the app. */
  canManage: boolean;
}

function GroupsManagement({ gameId, participants }: Pick<GroupsPageProps, 'gameId' | 'participants'>) {
  const groups = useGroups(gameId);
  if (groups.isPending) return <SectionLoader label="Loading groups" />;
  // Offline, what was loaded before stays (docs/architecture.md §7); writes then fail with their toasts.
  if (groups.data === undefined) {
    return <LoadError title="Groups could not be loaded" retrying={groups.isFetching} onRetry={() => void groups.refetch()} />;
  }
  return (
    <>
      <CreateGroupSection gameId={gameId} usedColors={groups.data.map((group) => group.color)} />
      <AddMembersSection gameId={gameId} groups={groups.data} participants={participants} />
      <ExistingGroupsSection gameId={gameId} groups={groups.data} />
    </>
  );
}

/** /games/{gameId}/groups (docs/product.md §2 "Groups"): the teams inside a game, for its creator and admins. */
export function GroupsPage({ gameId, gameName, participants, canManage }: GroupsPageProps) {
  if (!canManage) {
    return <GameAccessDenied gameId={gameId}>Only the game creator and admins can manage groups.</GameAccessDenied>;
  }
  return (
    <Page
      title="Groups"
      actions={
        <Button
          component={Link}
          to={`/games/${encodeURIComponent(gameId)}`}
          variant="subtle"
          size="compact-sm"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          style={{ flexShrink: 0 }}
        >
          View Game
        </Button>
      }
    >
      <Text c="dimmed" mt={-12} style={{ overflowWrap: 'anywhere' }}>
        {gameName}
      </Text>
      <GroupsManagement gameId={gameId} participants={participants} />
    </Page>
  );
}
