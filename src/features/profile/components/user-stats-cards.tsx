import '@mantine/core/styles/SimpleGrid.css';
import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { medalTotal, useUserStats } from '../api/get-user-stats';
import { useRefreshUserStats } from '../api/refresh-user-stats';
import { MedalBreakdown } from './medal-breakdown';

interface UserStatsCardsProps {
  /** Home offers 'Update Stats' when there are no medals; Profile says 'No medals yet'. */
  variant: 'home' | 'profile';
}

function StatCard({ label, value, children }: { label: string; value: string | number; children?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size={typeof value === 'number' ? 'xl' : 'md'} fw={700} lh={1.35}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      {children}
    </Paper>
  );
}

/** "Your Stats": Games Joined, Accomplishments, Votes Received, Medals (SPEC §2). */
export function UserStatsCards({ variant }: UserStatsCardsProps) {
  const stats = useUserStats();
  const refresh = useRefreshUserStats();

  let body;
  if (stats.isPending) body = <Loader size="sm" role="status" aria-label="Loading stats" />;
  else if (stats.isError) body = <Text c="dimmed">Your stats are not available right now.</Text>;
  else {
    const medals = medalTotal(stats.data);
    body = (
      <>
        <SimpleGrid cols={2} spacing="sm">
          <StatCard label="Games Joined" value={stats.data.gamesJoined} />
          <StatCard label="Accomplishments" value={stats.data.totalAccomplishments} />
          <StatCard label="Votes Received" value={stats.data.totalUpvotes} />
          <StatCard label="Medals" value={medals === 0 && variant === 'profile' ? 'No medals yet' : medals}>
            {medals > 0 ? <MedalBreakdown stats={stats.data} /> : null}
          </StatCard>
        </SimpleGrid>
        {variant === 'home' && medals === 0 && (
          <Group>
            <Button
              variant="light"
              size="sm"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={refresh.isPending}
              onClick={() => refresh.mutate()}
            >
              Update Stats
            </Button>
          </Group>
        )}
      </>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={`stats-title-${variant}`}>
      <Title order={2} size="h3" id={`stats-title-${variant}`}>
        Your Stats
      </Title>
      {body}
    </Stack>
  );
}
