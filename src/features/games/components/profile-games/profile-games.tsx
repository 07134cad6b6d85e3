import { Button, Center, Loader, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { EmptyMessage } from '@/components/empty-message';
import { useMyGames } from '../../api/get-my-games';
import { ProfileGameCard } from './profile-game-card';

/** Profile "Games" tab (SPEC §2): every game I created or joined, from the same list as Home. */
export function ProfileGames({ userId }: { userId: string }) {
  const games = useMyGames();

  if (games.isPending) {
    return (
      <Center py="md">
        <Loader role="status" aria-label="Loading games" />
      </Center>
    );
  }
  if (games.isError) {
    return (
      <EmptyMessage title="Your games could not be loaded" description="Check your connection and try again.">
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden />}
          loading={games.isFetching}
          onClick={() => games.refetch()}
        >
          Try again
        </Button>
      </EmptyMessage>
    );
  }
  if (games.data.length === 0) {
    return <EmptyMessage title="No games yet" description="Games you create or join show up here." />;
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {games.data.map((game) => (
        <li key={game.id}>
          <ProfileGameCard game={game} userId={userId} />
        </li>
      ))}
    </Stack>
  );
}
