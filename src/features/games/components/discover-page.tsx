import { Stack, Title } from '@mantine/core';
import { EmptyMessage } from '@/components/empty-message';
import { Page } from '@/components/page';
import type { GameSummary } from './game-list';
import { GameList } from './game-list';

interface DiscoverPageProps {
  activeGames?: GameSummary[];
  upcomingGames?: GameSummary[];
}

function Section({ id, title, games, empty }: { id: string; title: string; games: GameSummary[]; empty: string }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {games.length > 0 ? <GameList games={games} /> : <EmptyMessage title={empty} />}
    </Stack>
  );
}

/** /discover: public games, 'Active Games' and 'Coming Soon' (SPEC §2). */
export function DiscoverPage({ activeGames = [], upcomingGames = [] }: DiscoverPageProps) {
  return (
    <Page title="Discover">
      <Section id="discover-active" title="Active Games" games={activeGames} empty="No active games found" />
      <Section id="discover-upcoming" title="Coming Soon" games={upcomingGames} empty="No upcoming games found" />
    </Page>
  );
}
