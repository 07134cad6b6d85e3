import { Paper, Stack, Text, Title } from '@mantine/core';
import { EmptyMessage } from '@/components/empty-message';

/** The fields of a feed item this list shows so far (SPEC §3 "Activity item"). */
export interface ActivityItem {
  id: string;
  type: 'post' | 'comment';
  content: string;
  createdAt: string;
}

/** Home "Recent Activity" (SPEC §2); the full activity card arrives with posts (issue 4). */
export function RecentActivity({ items = [] }: { items?: ActivityItem[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-activity-title">
      <Title order={2} size="h3" id="recent-activity-title">
        Recent Activity
      </Title>
      {items.length === 0 ? (
        <EmptyMessage
          title="No recent activity"
          description="Accomplishments and comments from your games will show up here."
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <Paper key={item.id} component="li" withBorder p="md" radius="md">
              <Text lineClamp={3}>{item.content}</Text>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
