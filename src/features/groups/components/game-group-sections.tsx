import type { GameStatus } from '@contract/games';
import type { User } from '@contract/user';
import { useGroups } from '../api/get-groups';
import { GroupLeaderboard } from './group-leaderboard';
import { MyGroupCard } from './my-group-card';

interface GameGroupSectionsProps {
  gameId: string;
  status: GameStatus;
  userId: string;
  /** Send message to a member of my group (docs/product.md §2 My Group card), composed by the app. */
  onMessage?: (recipient: User) => void;
}

function Sections({ gameId, userId, onMessage }: Omit<GameGroupSectionsProps, 'status'>) {
  const groups = useGroups(gameId);
  // No card while the groups load or when they can't be read: the leaderboard above says so.
  const mine = groups.data?.find((group) => group.members.some((member) => member.userId === userId));
  return (
    <>
      <GroupLeaderboard gameId={gameId} myGroupId={mine?.id} />
      {mine ? <MyGroupCard group={mine} userId={userId} onMessage={onMessage} /> : null}
    </>
  );
}

/**
 * The game page's group sections (docs/product.md §2, §4): the Group Leaderboard, then My Group; neither
 * before the game starts (nothing to rank), so nothing is fetched for an upcoming game.
 */
export function GameGroupSections({ status, ...props }: GameGroupSectionsProps) {
  if (status === 'upcoming') return null;
  return <Sections {...props} />;
}
