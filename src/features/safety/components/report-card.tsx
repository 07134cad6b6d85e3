import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import { REPORT_REASON_LABELS, type ModerationReport, type ReportTargetType } from '@contract/reports';
import { Badge, Button, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconEyeOff, IconUserOff, IconX } from '@tabler/icons-react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { timeAgo } from '@/lib/time-ago';
import classes from './report-card.module.css';

export const TARGET_LABELS: Record<ReportTargetType, string> = {
  post: 'Post',
  comment: 'Comment',
  message: 'Message',
  user: 'Person',
};

export type ReportAction = 'hide' | 'dismiss' | 'suspend';

interface ReportCardProps {
  report: ModerationReport;
  /** The actions offered (a game's moderators: hide and dismiss; operators also suspend). */
  actions: readonly ReportAction[];
  /** The action under way on this report, if any. */
  busy: ReportAction | null;
  /** Deciding needs a connection: offline the buttons are off. */
  disabled: boolean;
  /** Show the game's name (the operators' queue spans every game). */
  showGame?: boolean;
  onAction: (action: ReportAction) => void;
}

const reportersText = (n: number) => `Reported by ${n} ${n === 1 ? 'person' : 'people'}`;

/**
 * One open report in a queue (DESIGN §8): what was reported and whose it is, the reason, how many
 * people reported it and the note; never who reported it. Hide / Dismiss (/ Suspend).
 */
export function ReportCard({ report, actions, busy, disabled, showGame = false, onAction }: ReportCardProps) {
  const author = displayName(report.author);
  const kind = TARGET_LABELS[report.targetType];
  const label = report.targetType === 'user' ? `Report on ${author}` : `Report on a ${kind.toLowerCase()} by ${author}`;
  const offered = report.targetType === 'user' ? actions.filter((action) => action !== 'hide') : actions;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <UserAvatar user={report.author} size={36} decorative />
            <Stack gap={0} miw={0}>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {author}
              </Text>
              <Text size="xs" c="dimmed">
                {kind}
                {showGame && report.game ? ` in ${report.game.name}` : ''} · <time dateTime={report.createdAt}>{timeAgo(report.createdAt)}</time>
              </Text>
            </Stack>
          </Group>
          {report.hidden ? (
            <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
              Hidden
            </Badge>
          ) : null}
        </Group>
        {report.content ? <blockquote className={classes.quote}>{report.content}</blockquote> : null}
        {report.image ? <Image src={report.image} alt={`Photo in the ${kind.toLowerCase()} by ${author}`} radius="sm" mah={160} w="auto" maw="100%" fit="contain" /> : null}
        <Group gap="xs">
          <Badge color="red" variant="light">
            {REPORT_REASON_LABELS[report.reason]}
          </Badge>
          <Text size="sm" c="dimmed">
            {reportersText(report.reporterCount)}
          </Text>
        </Group>
        {report.note ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            <Text span fw={600} size="sm">
              Note:{' '}
            </Text>
            {report.note}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          {offered.includes('dismiss') ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={14} aria-hidden />}
              aria-label={`Dismiss ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
              loading={busy === 'dismiss'}
              disabled={disabled || (busy !== null && busy !== 'dismiss')}
              onClick={() => onAction('dismiss')}
            >
              Dismiss
            </Button>
          ) : null}
          {offered.includes('hide') ? (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconEyeOff size={14} aria-hidden />}
              aria-label={`Hide the ${kind.toLowerCase()} by ${author}`}
              loading={busy === 'hide'}
              disabled={disabled || (busy !== null && busy !== 'hide')}
              onClick={() => onAction('hide')}
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
              loading={busy === 'suspend'}
              disabled={disabled || (busy !== null && busy !== 'suspend')}
              onClick={() => onAction('suspend')}
            >
              Suspend
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
