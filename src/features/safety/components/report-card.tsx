import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import { REPORT_REASON_LABELS, type ModerationReport, type ReportTargetType } from '@contract/reports';
import { Badge, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEyeOff, IconUserOff, IconX } from '@tabler/icons-react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { timeAgo } from '@/lib/format/dates';
import classes from './report-card.module.css';
import type { ReportGroup } from './report-groups';
import { count } from '@contract/plural';

export const TARGET_LABELS: Record<ReportTargetType, string> = {
  post: 'Post',
  comment: 'Comment',
  message: 'Message',
  user: 'Person',
};

export type ReportAction = 'hide' | 'dismiss' | 'suspend';

/** A decision under way: which report it was sent with, and what it is. */
export interface PendingDecision {
  reportId: string;
  action: ReportAction;
}

interface ReportCardProps {
  group: ReportGroup;
  /** The actions offered (a game's moderators: hide and dismiss; operators also suspend). */
  actions: readonly ReportAction[];
  /** The queue's decision under way, if any: when it is on one of this target's reports, every button of the card waits. */
  pending: PendingDecision | null;
  /** Deciding needs a connection: offline the buttons are off. */
  disabled: boolean;
  /** Show the game's name (the operators' queue spans every game). */
  showGame?: boolean;
  /** `report` is the one the decision is sent with: the dismissed one, or any open report of the target for Hide and Suspend. */
  onAction: (action: ReportAction, report: ModerationReport) => void;
}

const reportersText = (n: number) => `Reported by ${count(n, 'person', 'people')}`;

/** What a card is called to screen readers ('Reports on a post by Ben', 'Reports on Ben'). */
export function reportGroupLabel({ first }: ReportGroup): string {
  const author = displayName(first.author);
  return first.targetType === 'user' ? `Reports on ${author}` : `Reports on a ${TARGET_LABELS[first.targetType].toLowerCase()} by ${author}`;
}

function dismissLabel(report: ModerationReport, index: number, count: number): string {
  const reason = REPORT_REASON_LABELS[report.reason];
  // eslint-disable-next-line no-restricted-syntax -- not a plural: a lone report is 'this report', not '1 of 1'
  return count === 1 ? `Dismiss this report (${reason})` : `Dismiss report ${index + 1} of ${count} (${reason})`;
}

/**
 * One reported post, comment, message or person in a queue (docs/decisions/0040-trust-and-safety.md, decision 0045): whose it is,
 * the content once, how many people reported it, then each report (reason, note, time) with its own
 * Dismiss; one Hide (/ Suspend) for the whole target. Never who reported it.
 */
export function ReportCard({ group, actions, pending, disabled, showGame = false, onAction }: ReportCardProps) {
  const { first, reports } = group;
  const busy = pending && reports.some((r) => r.id === pending.reportId) ? pending : null;
  const author = displayName(first.author);
  const kind = TARGET_LABELS[first.targetType];
  const offered = first.targetType === 'user' ? actions.filter((action) => action !== 'hide') : actions;
  const waiting = (action: ReportAction, reportId?: string) =>
    busy !== null && busy.action === action && (reportId === undefined || busy.reportId === reportId);
  const off = (action: ReportAction, reportId?: string) => disabled || (busy !== null && !waiting(action, reportId));
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={reportGroupLabel(group)}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <UserAvatar user={first.author} size={36} decorative />
            <Stack gap={0} miw={0}>
              <Title order={3} size="md" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {author}
              </Title>
              <Text size="xs" c="dimmed">
                {kind}
                {showGame && first.game ? ` in ${first.game.name}` : ''} · <time dateTime={first.createdAt}>{timeAgo(first.createdAt)}</time>
              </Text>
            </Stack>
          </Group>
          {group.hidden ? (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              Hidden
            </Badge>
          ) : null}
        </Group>
        {first.content ? <blockquote className={classes.quote}>{first.content}</blockquote> : null}
        {first.image ? <Image src={first.image} alt={`Photo in the ${kind.toLowerCase()} by ${author}`} radius="sm" mah={160} w="auto" maw="100%" fit="contain" /> : null}
        <Text size="sm" c="dimmed">
          {reportersText(group.reporterCount)}
        </Text>
        {/* eslint-disable-next-line no-restricted-syntax -- not a plural: one report is 'The report', not 'The 1 report' */}
        <ul className={classes.reports} aria-label={reports.length === 1 ? 'The report' : `The ${reports.length} reports`}>
          {reports.map((report, index) => (
            <li key={report.id} className={classes.report}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Group gap="xs" wrap="nowrap" miw={0}>
                  <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
                    {REPORT_REASON_LABELS[report.reason]}
                  </Badge>
                  <Text size="xs" c="dimmed" truncate>
                    <time dateTime={report.createdAt}>{timeAgo(report.createdAt)}</time>
                  </Text>
                </Group>
                {offered.includes('dismiss') ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="gray"
                    style={{ flexShrink: 0 }}
                    leftSection={<IconX size={14} aria-hidden />}
                    aria-label={dismissLabel(report, index, reports.length)}
                    loading={waiting('dismiss', report.id)}
                    disabled={off('dismiss', report.id)}
                    onClick={() => onAction('dismiss', report)}
                  >
                    Dismiss
                  </Button>
                ) : null}
              </Group>
              {report.note ? (
                <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
                  <Text span fw={600} size="sm">
                    Note:{' '}
                  </Text>
                  {report.note}
                </Text>
              ) : null}
            </li>
          ))}
        </ul>
        {offered.includes('hide') || offered.includes('suspend') ? (
          <Group justify="flex-end" gap="sm">
            {offered.includes('hide') ? (
              <Button
                size="xs"
                color="red"
                variant="light"
                leftSection={<IconEyeOff size={14} aria-hidden />}
                aria-label={`Hide the ${kind.toLowerCase()} by ${author}`}
                loading={waiting('hide')}
                disabled={off('hide')}
                onClick={() => onAction('hide', first)}
              >
                Hide
              </Button>
            ) : null}
            {offered.includes('suspend') ? (
              <Button
                size="xs"
                color="red"
                leftSection={<IconUserOff size={14} aria-hidden />}
                aria-label={`Suspend ${author}`}
                loading={waiting('suspend')}
                disabled={off('suspend')}
                onClick={() => onAction('suspend', first)}
              >
                Suspend
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
