import type { User } from '@contract/user';
import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { RankedRowsLoading } from '@/components/ranked-rows-loading';
import { useShownData } from '@/lib/use-shown-data';
import { isOfflineFailure } from '@/offline/offline-failure';
import { OfflineNotice } from '@/offline/offline-notice';
import type { Unit } from '../metrics';
import { LeaderboardRow, OwnStanding } from './leaderboard-row';

interface BoardBodyProps<E extends { rank: number; user: User }> {
  query: UseQueryResult<{ entries: E[]; me: E | null }>;
  /** docs/product.md §8, e.g. 'Failed to fetch player leaderboard'. */
  errorTitle: string;
  /** docs/product.md §2 empty state. */
  empty: { title: string; description: string };
  /** The caller, whose row is marked as theirs. */
  userId: string | undefined;
  /** The figure each row is ranked by, with its unit. */
  score: (entry: E) => number;
  unit: Unit;
  /** More about an entry under its name (LeaderboardRow). */
  details: (entry: E) => ReactNode;
}

/**
 * A board's loading, error, empty and listed states. What is saved on this device stays on screen
 * when a refresh fails (docs/architecture.md §7); a failure with nothing saved says the docs/product.md text, or, when the
 * request never reached the server, that the board isn't saved on this device yet.
 */
export function BoardBody<E extends { rank: number; user: User }>({ query, errorTitle, empty, userId, score, unit, details }: BoardBodyProps<E>) {
  // Fifty rows.
  const { shown, catchingUp } = useShownData(query.data);
  if (query.isPending || catchingUp) return <RankedRowsLoading rows={6} label="Loading leaderboard" />;
  if (!shown) {
    const retry = () => void query.refetch();
    if (isOfflineFailure(query.error)) return <OfflineNotice onRetry={retry} retrying={query.isFetching} />;
    return <LoadError title={errorTitle} retrying={query.isFetching} onRetry={retry} />;
  }
  const { entries, me } = shown;
  if (entries.length === 0 && !me) return <EmptyMessage title={empty.title} description={empty.description} />;
  return (
    <Stack gap="sm">
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Rankings">
        {entries.map((entry) => (
          <LeaderboardRow
            key={entry.user.id}
            rank={entry.rank}
            user={entry.user}
            you={entry.user.id === userId}
            score={score(entry)}
            unit={unit}
            details={details(entry)}
          />
        ))}
      </Stack>
      {me ? <OwnStanding rank={me.rank} score={score(me)} unit={unit} details={details(me)} /> : null}
    </Stack>
  );
}
