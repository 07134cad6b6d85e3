import '@mantine/core/styles/Badge.css';
import type { AccountSession } from '@contract/account';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconDeviceMobile } from '@tabler/icons-react';
import { BareList } from '@/components/bare-list';
import { LoadError } from '@/components/load-error';
import { SectionLoader } from '@/components/section-loader';
import { timeAgo } from '@/lib/format/dates';
import { isOfflineFailure } from '@/offline/offline-failure';
import { OfflineNotice } from '@/offline/offline-notice';
import { useEndOtherSessions } from '../api/end-other-sessions';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';

const MOBILE = /Android|iOS/;

function lastActive(session: AccountSession): string {
  // last_seen_at is written at most hourly (the sliding expiry): the device in hand is active now.
  if (session.current) return 'Active now';
  const ago = timeAgo(session.lastSeenAt);
  return ago === 'Just now' ? 'Last active just now' : `Last active ${ago}`;
}

/**
 * 'Devices' on the Profile (docs/decisions/0046-password-and-devices.md): where I am signed in, this device marked, each with
 * 'Sign out', and 'Sign out other devices'. Signing this device out is Logout (`onSignOutHere`).
 */
export function DevicesList({ onSignOutHere }: { onSignOutHere: () => void }) {
  const query = useSessions();
  const end = useEndSession({ onSignedOutHere: onSignOutHere });
  const endOthers = useEndOtherSessions();
  const sessions = query.data;
  if (!sessions) {
    if (query.isPending) return <SectionLoader label="Loading devices" />;
    const retry = () => void query.refetch();
    if (isOfflineFailure(query.error)) return <OfflineNotice onRetry={retry} retrying={query.isFetching} />;
    return <LoadError title="Devices could not be loaded" retrying={query.isFetching} onRetry={retry} />;
  }
  return (
    <Stack gap="sm">
      <BareList gap="xs" aria-label="Devices">
        {sessions.map((session) => {
          const Icon = MOBILE.test(session.device) ? IconDeviceMobile : IconDeviceDesktop;
          return (
            <Paper key={session.id} component="li" withBorder radius="md" p="xs">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Group gap="sm" wrap="nowrap" miw={0}>
                  <Icon size={24} aria-hidden />
                  <Stack gap={0} miw={0}>
                    <Group gap={6} wrap="wrap">
                      <Text fw={500} truncate>
                        {session.device}
                      </Text>
                      {session.current ? (
                        <Badge size="sm" variant="light">
                          This device
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="sm" c="dimmed">
                      {lastActive(session)}
                    </Text>
                  </Stack>
                </Group>
                <Button
                  size="xs"
                  variant="default"
                  style={{ flexShrink: 0 }}
                  aria-label={session.current ? 'Sign out this device' : `Sign out ${session.device}, ${lastActive(session).toLowerCase()}`}
                  loading={end.isPending && end.variables?.id === session.id}
                  onClick={() => end.mutate(session)}
                >
                  Sign out
                </Button>
              </Group>
            </Paper>
          );
        })}
      </BareList>
      {sessions.some((s) => !s.current) ? (
        <Button variant="light" color="red" onClick={() => endOthers.mutate()} loading={endOthers.isPending}>
          Sign out other devices
        </Button>
      ) : (
        <Text size="sm" c="dimmed">
          You're signed in on this device only.
        </Text>
      )}
    </Stack>
  );
}
