import '@mantine/core/styles/Badge.css';
import { REPORT_REASON_LABELS } from '@contract/report-reasons';
import type { ReportStatus } from '@contract/reports';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { EmptyMessage } from '@/components/empty-message';
import { timeAgo } from '@/lib/format/dates';
import { useMyReports } from '../api/get-my-reports';
import { ListSection } from './list-section';

export const NO_REPORTS = "You haven't reported anything";

/** What became of a report, as its badge says it. */
const OUTCOME: Record<ReportStatus, { label: string; color: string; hint: string }> = {
  open: { label: 'Open', color: 'blue', hint: 'Waiting for a moderator' },
  removed: { label: 'Removed', color: 'green', hint: 'A moderator removed it' },
  dismissed: { label: 'Dismissed', color: 'gray', hint: 'A moderator kept it' },
};

/**
 * 'My reports' on the Profile (docs/decisions/0040-trust-and-safety.md): what I reported and what became of it, so a reporter
 * is never left in the dark.
 */
export function MyReportsSection() {
  const query = useMyReports();
  return (
    <ListSection
      title="My reports"
      query={query}
      loading="Loading my reports"
      failed="Your reports could not be loaded"
      items={(data) => data.reports}
      empty={
        <EmptyMessage
          title={NO_REPORTS}
          description="Report a post, comment, message or person from its menu; what becomes of it shows here."
          icon={<IconFlag size={24} aria-hidden />}
        />
      }
      label="My reports"
      gap="xs"
    >
      {(report) => {
        const outcome = OUTCOME[report.status];
        return (
          <Paper key={report.id} component="li" withBorder radius="md" p="xs">
            <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
              <Stack gap={2} miw={0}>
                <Text fw={500} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {report.summary}
                </Text>
                <Text size="xs" c="dimmed">
                  {REPORT_REASON_LABELS[report.reason]} · <time dateTime={report.createdAt}>{timeAgo(report.createdAt)}</time> ·{' '}
                  {outcome.hint}
                </Text>
              </Stack>
              <Badge color={outcome.color} variant="light" style={{ flexShrink: 0 }}>
                {outcome.label}
              </Badge>
            </Group>
          </Paper>
        );
      }}
    </ListSection>
  );
}
