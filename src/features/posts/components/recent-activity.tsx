import { Stack, Title } from '@mantine/core';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { SectionLoader } from '@/components/section-loader';
import { useActivity } from '../api/get-activity';
import { SENTINEL_STYLE, useRestWhenNear } from '@/lib/use-rest-when-near';
import { useShownData } from '@/lib/use-shown-data';
import { useOutboxStore } from '@/offline/outbox/outbox-store';
import { ActivityCard } from './activity/activity-card';
import ui from '@/components/list-card.module.css';
import { WaitingPostCard } from './waiting/waiting-post-card';
import { waitingShares } from './waiting/waiting-posts';

function ActivityList({ userId }: { userId: string }) {
  const activity = useActivity();
  const { shown: shownItems, catchingUp } = useShownData(activity.data);
  const entries = useOutboxStore((state) => state.entries);
  // Shared but not yet sent: first, marked as waiting (docs/architecture.md §7).
  const waiting = waitingShares(entries, userId);
  const waitingItems = waiting.map((share) => (
    <li key={`waiting-${share.id}`}>
      <WaitingPostCard share={share} />
    </li>
  ));
  const items = shownItems ?? [];
  // The rest when scrolled near: a phone's first screen shows three at most (decision 0055).
  const { shown, waiting: more, sentinelRef, onKeyDown } = useRestWhenNear<HTMLLIElement>(items.length, 3);
  if ((activity.isPending || catchingUp) && waiting.length === 0) return <SectionLoader label="Loading activity" />;
  if (activity.isError && waiting.length === 0) {
    return (
      <LoadError
        title="Recent activity could not be loaded"
        retrying={activity.isFetching}
        onRetry={() => activity.refetch()}
      />
    );
  }
  if (items.length === 0 && waiting.length === 0) {
    return (
      <EmptyMessage
        title="No recent activity"
        description="Accomplishments and comments from your games will show up here."
      />
    );
  }
  return (
    <ul className={`${ui.stack} ${ui.plainList}`} onKeyDown={onKeyDown}>
      {waitingItems}
      {items.slice(0, shown).map((item) => (
        <li key={`${item.type}-${item.id}`}>
          <ActivityCard item={item} />
        </li>
      ))}
      {more ? <li ref={sentinelRef} aria-hidden style={SENTINEL_STYLE} /> : null}
    </ul>
  );
}

/** Home "Recent Activity" (docs/product.md §2): the newest posts and comments in my games. */
export function RecentActivity({ userId }: { userId: string }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-activity-title">
      <Title order={2} size="h3" id="recent-activity-title">
        Recent Activity
      </Title>
      <ActivityList userId={userId} />
    </Stack>
  );
}
