import '@mantine/core/styles/Input.css';
import type { PublicGame } from '@contract/games';
import { Center, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { Page } from '@/components/page';
import { useShownData } from '@/lib/use-shown-data';
import { usePublicGames } from '../../api/get-public-games';
import { useJoinGame } from '../../api/join-game';
import { canSmartSearch, useSearchGames } from '../../api/search-games';
import { DiscoverGameCard } from './discover-game-card';
import { comingSoon, matchesText, mergeById, topActive } from './discover-lists';

const DEBOUNCE_MS = 300;

interface SectionProps {
  id: string;
  title: string;
  games: PublicGame[];
  empty: string;
  ranked?: boolean;
  card: (game: PublicGame, rank?: number) => React.ReactNode;
}

function Section({ id, title, games, empty, ranked = false, card }: SectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {games.length > 0 ? (
        <Stack gap="sm">{games.map((game, i) => card(game, ranked ? i + 1 : undefined))}</Stack>
      ) : (
        <EmptyMessage title={empty} />
      )}
    </Stack>
  );
}

/** /discover (docs/product.md §2): search, 'Active Games' top 3 by participants, 'Coming Soon' 3 earliest. */
export function DiscoverPage() {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const publicGames = usePublicGames();
  const { shown: allGames, catchingUp } = useShownData(publicGames.data);
  const smart = useSearchGames(canSmartSearch(text) ? debounced : '');
  const join = useJoinGame();

  const searching = text.trim().length > 0;
  const local = (allGames ?? []).filter((g) => matchesText(g, text));
  const remote = canSmartSearch(text) && canSmartSearch(debounced) ? (smart.data ?? []) : [];
  const pool = searching ? mergeById(local, remote) : (allGames ?? []);
  const active = topActive(pool);
  const upcoming = comingSoon(pool);

  const card = (game: PublicGame, rank?: number) => (
    <DiscoverGameCard
      key={game.id}
      game={game}
      rank={rank}
      joining={join.isPending && join.variables === game.id}
      onJoin={(g) => join.mutate(g.id)}
    />
  );

  return (
    <Page title="Discover">
      <TextInput
        label="Search games"
        placeholder="Search by name or description"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={smart.isFetching ? <Loader size="xs" role="status" aria-label="Searching" /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        type="search"
        autoComplete="off"
      />
      {publicGames.isPending || catchingUp ? (
        <Center py="xl">
          <Loader role="status" aria-label="Loading games" />
        </Center>
      ) : publicGames.isError && !searching ? (
        <Text c="red">Games could not be loaded. Check your connection and try again.</Text>
      ) : searching && active.length === 0 && upcoming.length === 0 && !smart.isFetching ? (
        <EmptyMessage title="No games match your search" description="Try another word, or create your own game." />
      ) : (
        <>
          <Section
            id="discover-active"
            title="Active Games"
            games={active}
            ranked
            empty={searching ? 'No active games match your search' : 'No active games yet'}
            card={card}
          />
          <Section
            id="discover-upcoming"
            title="Coming Soon"
            games={upcoming}
            empty={searching ? 'No upcoming games match your search' : 'No upcoming games yet'}
            card={card}
          />
        </>
      )}
    </Page>
  );
}
