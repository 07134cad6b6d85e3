import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import type { GameStatus, MyGame } from '@contract/games';
import { Badge, Stack, Tabs, Text, Title } from '@mantine/core';
import { memo, useDeferredValue, useState } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { SectionLoader } from '@/components/section-loader';
import { SENTINEL_STYLE, useRestWhenNear } from '@/lib/use-rest-when-near';
import { useShownData } from '@/lib/use-shown-data';
import { isOfflineFailure } from '@/offline/offline-failure';
import { OfflineNotice } from '@/offline/offline-notice';
import { useMyGames } from '../api/get-my-games';
import { GameCard } from './game-card/game-card';
import { LazyShareGameDialog } from './share-game/lazy-share-game-dialog';
import classes from './my-games.module.css';

/** The cards of one tab: the first two (a phone's first screen) at once, the rest when scrolled near. */
function GameCardList({ status, games, userId, onShare }: TabCardsProps & { games: MyGame[] }) {
  const { shown, waiting, sentinelRef, onKeyDown } = useRestWhenNear<HTMLDivElement>(games.length, 2);
  return (
    <div className={classes.list} onKeyDown={onKeyDown} data-tab={status}>
      {games.slice(0, shown).map((game) => (
        <GameCard key={game.id} game={game} userId={userId} onShare={onShare} />
      ))}
      {waiting ? <div ref={sentinelRef} aria-hidden style={SENTINEL_STYLE} /> : null}
    </div>
  );
}

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

interface TabCardsProps {
  status: GameStatus;
  games: MyGame[];
  userId: string;
  onShare: (game: MyGame) => void;
}

/** One tab's cards, or its empty state; `data-tab` says which tab's content is on screen. */
const TabCards = memo(function TabCards({ status, games, userId, onShare }: TabCardsProps) {
  const list = games.filter((g) => g.status === status);
  if (list.length > 0) return <GameCardList status={status} games={list} userId={userId} onShare={onShare} />;
  const { empty, hint } = TABS.find((tab) => tab.value === status)!;
  return (
    <div data-tab={status}>
      <EmptyMessage title={empty} description={hint} />
    </div>
  );
});

function GameTabs({ games, userId }: { games: MyGame[]; userId: string }) {
  const [sharing, setSharing] = useState<MyGame | null>(null);
  const [tab, setTab] = useState<GameStatus>('active');
  // A tap on a tab paints the selected tab at once; its cards render just after, in the background
  // (a deferred value: the panel keeps the previous tab's cards until then), so the tap's event
  // stays one short task (decision 0055).
  const shownTab = useDeferredValue(tab);
  return (
    <>
      {/* One panel, the open tab's: only its cards are rendered (Mantine keeps every panel mounted by
          default, and Home's first render built the Upcoming and Past cards too, hidden). */}
      <Tabs value={tab} onChange={(value) => value && setTab(value as GameStatus)} keepMounted={false}>
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
        <Tabs.Panel value={tab} pt="sm">
          <TabCards status={shownTab} games={games} userId={userId} onShare={setSharing} />
        </Tabs.Panel>
      </Tabs>
      <LazyShareGameDialog game={sharing} onClose={() => setSharing(null)} />
    </>
  );
}

/** Home "My Games": tabs Active, Upcoming and Past, each with its count and game cards (docs/product.md §2). */
export function MyGames({ userId }: { userId: string }) {
  const games = useMyGames();
  // The longest render of a first visit to Home.
  const { shown: shownGames, catchingUp } = useShownData(games.data);
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-games-title">
      <Title order={2} size="h3" id="my-games-title">
        My Games
      </Title>
      {games.isPending || catchingUp ? (
        <SectionLoader label="Loading games" />
      ) : shownGames !== undefined && (!games.isError || isOfflineFailure(games.error)) ? (
        // Offline, a refresh that failed keeps the games loaded before (saved data, decision 0005).
        <GameTabs games={shownGames} userId={userId} />
      ) : isOfflineFailure(games.error) ? (
        <OfflineNotice onRetry={() => void games.refetch()} retrying={games.isFetching} />
      ) : (
        <Text c="red">Your games could not be loaded. Check your connection and try again.</Text>
      )}
    </Stack>
  );
}
