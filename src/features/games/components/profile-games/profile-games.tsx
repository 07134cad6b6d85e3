import { BareList } from '@/components/bare-list';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { SectionLoader } from '@/components/section-loader';
import { useMyGames } from '../../api/get-my-games';
import { ProfileGameCard } from './profile-game-card';

/** Profile "Games" tab (docs/product.md §2): every game I created or joined, from the same list as Home. */
export function ProfileGames({ userId }: { userId: string }) {
  const games = useMyGames();

  if (games.isPending) return <SectionLoader label="Loading games" />;
  if (games.isError) {
    return (
      <LoadError
        title="Your games could not be loaded"
        retrying={games.isFetching}
        onRetry={() => games.refetch()}
      />
    );
  }
  if (games.data.length === 0) {
    return <EmptyMessage title="No games yet" description="Games you create or join show up here." />;
  }
  return (
    <BareList gap="sm">
      {games.data.map((game) => (
        <li key={game.id}>
          <ProfileGameCard game={game} userId={userId} />
        </li>
      ))}
    </BareList>
  );
}
