import { Stack, Title } from '@mantine/core';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { SectionLoader } from '@/components/section-loader';
import { useActivity } from '../api/get-activity';
import { ActivityCard } from './activity/activity-card';

function ActivityList() {
  const activity = useActivity();
  if (activity.isPending) return <SectionLoader label="Loading activity" />;
  if (activity.isError) {
    return (
      <LoadError
        title="Recent activity could not be loaded"
        retrying={activity.isFetching}
        onRetry={() => activity.refetch()}
      />
    );
  }
  if (activity.data.length === 0) {
    return (
      <EmptyMessage
        title="No recent activity"
        description="Accomplishments and comments from your games will show up here."
      />
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {activity.data.map((item) => (
        <li key={`${item.type}-${item.id}`}>
          <ActivityCard item={item} />
        </li>
      ))}
    </Stack>
  );
}

/** Home "Recent Activity" (SPEC §2): the newest posts and comments in my games. */
export function RecentActivity() {
  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-activity-title">
      <Title order={2} size="h3" id="recent-activity-title">
        Recent Activity
      </Title>
      <ActivityList />
    </Stack>
  );
}
