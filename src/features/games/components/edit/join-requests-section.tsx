import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useDecideJoinRequest, type JoinRequestDecision } from '@/api/decide-join-request';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { dayText } from '@/lib/format/dates';
import { useJoinRequests } from '../../api/get-join-requests';
import { EditListSection } from './edit-list-section';

/** docs/product.md §2 "Join Requests" (public games only): approve or decline each pending request. */
export function JoinRequestsSection({ gameId }: { gameId: string }) {
  const query = useJoinRequests(gameId);
  const decide = useDecideJoinRequest();
  return (
    <EditListSection
      title="Join Requests"
      query={query}
      loading="Loading join requests"
      failed="Join requests are not available right now."
      empty="No pending join requests."
    >
      {(requests) =>
        requests.map((request) => {
          const name = displayName(request.user);
          const busy = decide.isPending && decide.variables.requestId === request.id;
          const act = (decision: JoinRequestDecision) => decide.mutate({ gameId, requestId: request.id, decision });
          return (
            <Paper key={request.id} component="li" withBorder radius="md" p="sm">
              <Stack gap="xs">
                <Group gap="sm" wrap="nowrap">
                  <UserAvatar user={request.user} decorative size={36} radius="xl" />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      Requested {dayText(request.createdAt)}
                    </Text>
                  </Stack>
                </Group>
                <Group justify="flex-end" gap="sm">
                  <Button size="xs" variant="default" aria-label={`Decline ${name}`} disabled={busy} onClick={() => act('decline')}>
                    Decline
                  </Button>
                  <Button size="xs" aria-label={`Approve ${name}`} disabled={busy} onClick={() => act('approve')}>
                    Approve
                  </Button>
                </Group>
              </Stack>
            </Paper>
          );
        })
      }
    </EditListSection>
  );
}
