import type { ModerationReport } from '@contract/reports';
import { Button, Text } from '@mantine/core';
import { IconLockOpen, IconShieldCheck, IconShieldLock, IconUserCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyMessage } from '@/components/empty-message';
import { Page } from '@/components/page';
import { displayName } from '@/lib/display-name';
import { timeAgo } from '@/lib/format/dates';
import { useOnlineStatus } from '@/offline/online-status';
import { useAdminReports } from '../api/get-admin-reports';
import { useSuspendedUsers } from '../api/get-suspended-users';
import { useLiftSuspension } from '../api/lift-suspension';
import { useResolveAdminReport } from '../api/resolve-admin-report';
import { DECIDING_NEEDS_CONNECTION, NO_OPEN_REPORTS } from './game-reports-section';
import { ListSection } from './list-section';
import { PersonRow } from './person-row';
import { ReportCard } from './report-card';
import { groupReports } from './report-groups';

const OPERATOR_ACTIONS = ['dismiss', 'hide', 'suspend'] as const;

function OpenReports({ online }: { online: boolean }) {
  const query = useAdminReports();
  const resolve = useResolveAdminReport();
  const [suspending, setSuspending] = useState<ModerationReport | null>(null);
  const count = query.data?.reports.length;
  return (
    <>
      <ListSection
        title={count === undefined ? 'Open reports' : `Open reports (${count})`}
        query={query}
        loading="Loading reports"
        failed="Reports could not be loaded"
        items={(data) => groupReports(data.reports)}
        empty={<EmptyMessage title={NO_OPEN_REPORTS} description="Reports from every game, and on messages and people, show here." icon={<IconShieldCheck size={24} aria-hidden />} />}
        label="Open reports"
        gap="sm"
      >
        {(group) => (
          <ReportCard
            key={group.key}
            group={group}
            actions={OPERATOR_ACTIONS}
            showGame
            pending={resolve.isPending ? resolve.variables : null}
            disabled={!online}
            onAction={(action, report) => (action === 'suspend' ? setSuspending(report) : resolve.mutate({ reportId: report.id, action }))}
          />
        )}
      </ListSection>
      {/* A Modal: it shows above the page wherever it sits. */}
      <ConfirmDialog
        opened={suspending !== null}
        title={suspending ? `Suspend ${displayName(suspending.author)}?` : 'Suspend'}
        confirmLabel="Suspend"
        destructive
        loading={resolve.isPending && resolve.variables.action === 'suspend'}
        onConfirm={() =>
          suspending && resolve.mutate({ reportId: suspending.id, action: 'suspend' }, { onSuccess: () => setSuspending(null) })
        }
        onClose={() => setSuspending(null)}
      >
        Every session of theirs ends, they can't sign in, and everything they wrote is hidden until the suspension is lifted.
      </ConfirmDialog>
    </>
  );
}

function SuspendedPeople({ online }: { online: boolean }) {
  const query = useSuspendedUsers();
  const lift = useLiftSuspension();
  return (
    <ListSection
      title="Suspended people"
      query={query}
      loading="Loading suspended people"
      failed="Suspended people could not be loaded"
      items={(data) => data.users}
      empty={<EmptyMessage title="Nobody is suspended" icon={<IconUserCheck size={24} aria-hidden />} />}
      label="Suspended people"
      gap="sm"
    >
      {({ user, suspendedAt }) => (
        <PersonRow
          key={user.id}
          user={user}
          details={
            <Text size="xs" c="dimmed">
              Suspended <time dateTime={suspendedAt}>{timeAgo(suspendedAt)}</time>
            </Text>
          }
          action={(name) => (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconLockOpen size={14} aria-hidden />}
              aria-label={`Lift the suspension of ${name}`}
              loading={lift.isPending && lift.variables.id === user.id}
              disabled={!online}
              onClick={() => lift.mutate(user)}
            >
              Lift
            </Button>
          )}
        />
      )}
    </ListSection>
  );
}

/**
 * /moderation (docs/decisions/0040-trust-and-safety.md, decision 0045): every open report (also on messages and people), one card
 * per target with one Hide and one Suspend and a Dismiss per report, and the suspended people with 'Lift'. Operators only; the server
 * refuses anyone else, and the app does not ask.
 */
export function ModerationPage({ isOperator }: { isOperator: boolean }) {
  const online = useOnlineStatus();
  if (!isOperator) {
    return (
      <Page title="Moderation">
        <EmptyMessage
          title="Only operators can moderate"
          description="Reports on posts and comments of your games show on each game's edit screen."
          icon={<IconShieldLock size={24} aria-hidden />}
        />
      </Page>
    );
  }
  return (
    <Page title="Moderation">
      {!online ? (
        <Text size="sm" c="dimmed" mt={-8}>
          {DECIDING_NEEDS_CONNECTION}
        </Text>
      ) : null}
      <OpenReports online={online} />
      <SuspendedPeople online={online} />
    </Page>
  );
}
