import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Stack, Tabs, Title } from '@mantine/core';
import { EmptyMessage } from '@/components/empty-message';
import type { GameStatus } from '@contract/games';
import type { GameSummary } from './game-list';
import { GameList } from './game-list';

const TABS: { value: GameStatus; label: string; empty: string; hint: string }[] = [
  {
    value: 'active',
    label: 'Active',
    empty: 'No active games',
    hint: 'Create a game or join one with an invite code to get started.',
  },
  {
    value: 'upcoming',
    label: 'Upcoming',
    empty: 'No upcoming games',
    hint: 'Games you have joined that have not started yet show up here.',
  },
  {
    value: 'completed',
    label: 'Past',
    empty: 'No past games',
    hint: 'Finished games and their results show up here.',
  },
];

/** Home "My Games": tabs Active, Upcoming and Past, each with its count (SPEC §2). */
export function MyGames({ games }: { games: GameSummary[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-games-title">
      <Title order={2} size="h3" id="my-games-title">
        My Games
      </Title>
      <Tabs defaultValue="active">
        <Tabs.List grow>
          {TABS.map(({ value, label }) => (
            <Tabs.Tab
              key={value}
              value={value}
              rightSection={
                <Badge size="sm" variant="light" circle>
                  {games.filter((g) => g.status === value).length}
                </Badge>
              }
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, empty, hint }) => {
          const list = games.filter((g) => g.status === value);
          return (
            <Tabs.Panel key={value} value={value} pt="sm">
              {list.length > 0 ? <GameList games={list} /> : <EmptyMessage title={empty} description={hint} />}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
