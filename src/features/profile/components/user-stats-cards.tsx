import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconFlame, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import ui from '@/components/list-card.module.css';
import { MedalBreakdown } from '@/components/medal-breakdown';
import { medalTotal, useUserStats } from '../api/get-user-stats';
import { useRefreshUserStats } from '../api/refresh-user-stats';
import { useReportTimeZone } from '../api/report-time-zone';
import classes from './user-stats-cards.module.css';

interface UserStatsCardsProps {
  /** Home offers 'Update Stats' when there are no medals; Profile says 'No medals yet'. */
  variant: 'home' | 'profile';
}

function StatCard({ label, value, children }: { label: string; value: string | number | null; children?: ReactNode }) {
  return (
    <div className={`${ui.card} ${classes.card}`}>
      {value === null ? (
        // The number's line while loading: the same height, so nothing below moves when it comes.
        <span className={classes.placeholder} aria-hidden />
      ) : (
        <p className={classes.value} data-size={typeof value === 'number' ? 'xl' : 'md'}>
          {value}
        </p>
      )}
      <p className={`${ui.text} ${ui.sm} ${ui.dimmed}`}>{label}</p>
      {children}
    </div>
  );
}

/** "Your Stats": Games Joined, Accomplishments, Votes Received, Medals (docs/product.md §2). */
export function UserStatsCards({ variant }: UserStatsCardsProps) {
  const stats = useUserStats();
  const refresh = useRefreshUserStats();
  useReportTimeZone(stats.data);

  if (stats.isError) {
    return (
      <StatsSection variant={variant}>
        <Text c="dimmed">Your stats are not available right now.</Text>
      </StatsSection>
    );
  }
  // While loading, the same cards with a placeholder for each number: nothing below them moves
  // when the numbers come (decision 0024: layout shift), and the labels stay the same elements.
  const data = stats.data;
  const medals = data ? medalTotal(data) : null;
  return (
    <StatsSection variant={variant}>
      <div className={classes.grid} {...(data ? {} : { role: 'status', 'aria-label': 'Loading stats' })}>
        <StatCard label="Games Joined" value={data?.gamesJoined ?? null} />
        <StatCard label="Accomplishments" value={data?.totalAccomplishments ?? null} />
        <StatCard label="Votes Received" value={data?.totalUpvotes ?? null} />
        <StatCard label="Medals" value={medals === 0 && variant === 'profile' ? 'No medals yet' : medals}>
          {data && medals ? <MedalBreakdown counts={data} layout="list" /> : null}
        </StatCard>
      </div>
      {data && data.currentStreak > 0 && (
        // Days in a row with an accomplishment (docs/decisions/0063-keep-playing.md).
        <Group gap="xs" wrap="nowrap">
          <IconFlame size={20} color="var(--mantine-color-orange-6)" aria-hidden />
          <Text fw={600}>{data.currentStreak}-day streak</Text>
          {data.streakAtRisk && (
            <Text size="sm" c="dimmed">
              Post today to keep your streak
            </Text>
          )}
        </Group>
      )}
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
    </StatsSection>
  );
}

function StatsSection({ variant, children }: UserStatsCardsProps & { children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={`stats-title-${variant}`}>
      <Title order={2} size="h3" id={`stats-title-${variant}`}>
        Your Stats
      </Title>
      {children}
    </Stack>
  );
}
