import { useDeferredValue } from 'react';
import { SectionLoader } from '@/components/section-loader';
import { useMyGames } from '@/features/games/api/get-my-games';
import { MyGames } from '@/features/games/components/my-games';
import { useActivity } from '@/features/posts/api/get-activity';
import { RecentActivity } from '@/features/posts/components/recent-activity';
import { useUserStats } from '@/features/profile/api/get-user-stats';
import { UserStatsCards } from '@/features/profile/components/user-stats-cards';

/**
 * My Games, Recent Activity and Your Stats (docs/product.md §2), shown together once their first answers are
 * in. Each loading on its own, Your Stats showed first at the bottom of the screen and was then
 * pushed off it by the lists above: a layout shift of 0.33 in Lighthouse's runs (decision 0024). The
 * answers travel side by side (start-up.ts asks for them with the user), so the wait is the
 * slowest of three. Offline without saved answers nothing comes; the sections say so themselves.
 */
export function HomeSections({ userId }: { userId: string }) {
  // Only `isPending` and `isPaused` are read, so this re-renders when they change, not with every refresh.
  const queries = [useMyGames(), useActivity(), useUserStats()];
  const waiting = queries.some((query) => query.isPending && !query.isPaused);
  // The three sections render in the background: a query's update is synchronous to React. With
  // the answers already saved (a later visit), they show at once.
  const shown = useDeferredValue(!waiting);
  if (!shown) return <SectionLoader label="Loading your games and activity" />;
  return (
    <>
      <MyGames userId={userId} />
      <RecentActivity userId={userId} />
      <UserStatsCards variant="home" />
    </>
  );
}
