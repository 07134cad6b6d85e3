import '@mantine/core/styles/Badge.css';
import { Badge, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { EmptyMessage } from '@/components/empty-message';
import { useOnlineStatus } from '@/offline/online-status';
import { useGameReports } from '../api/get-game-reports';
import { useResolveGameReport } from '../api/resolve-game-report';
import { ListSection } from './list-section';
import { ReportCard } from './report-card';
import { groupReports } from './report-groups';
import { count as plural } from '@contract/plural';

export const NO_OPEN_REPORTS = 'No open reports';
export const DECIDING_NEEDS_CONNECTION = "You're offline: deciding on a report needs a connection.";

const GAME_ACTIONS = ['dismiss', 'hide'] as const;

/**
 * 'Reports' on the edit-game screen (docs/decisions/0040-trust-and-safety.md): the game's open reports for its creator and
 * admins, one card per reported post or comment with one Hide and a Dismiss per report
 * (decision 0045), and the count of open reports beside the heading.
 */
export function GameReportsSection({ gameId }: { gameId: string }) {
  const query = useGameReports(gameId);
  const resolve = useResolveGameReport(gameId);
  const online = useOnlineStatus();
  const count = query.data?.reports.length ?? 0;
  return (
    <ListSection
      title="Reports"
      aside={
        count > 0 ? (
          <Badge color="red.9" aria-label={plural(count, 'open report', 'open reports')}>
            {count}
          </Badge>
        ) : null
      }
      query={query}
      loading="Loading reports"
      failed="Reports could not be loaded"
      items={(data) => groupReports(data.reports)}
      empty={
        <EmptyMessage
          title={NO_OPEN_REPORTS}
          description="When someone reports a post or comment of this game, it shows here."
          icon={<IconShieldCheck size={24} aria-hidden />}
        />
      }
      label="Open reports"
      gap="sm"
      notice={
        !online ? (
          <Text size="sm" c="dimmed">
            {DECIDING_NEEDS_CONNECTION}
          </Text>
        ) : null
      }
    >
      {(group) => (
        <ReportCard
          key={group.key}
          group={group}
          actions={GAME_ACTIONS}
          pending={resolve.isPending ? resolve.variables : null}
          disabled={!online}
          onAction={(action, report) => action !== 'suspend' && resolve.mutate({ reportId: report.id, action })}
        />
      )}
    </ListSection>
  );
}
