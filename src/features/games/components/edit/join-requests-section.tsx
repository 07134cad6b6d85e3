import { Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { useDecideJoinRequest, type JoinRequestDecision } from '@/api/decide-join-request';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { dayText } from '@/lib/format/dates';
import { useJoinRequests } from '../../api/get-join-requests';
import { SectionCard } from '@/components/section-card';

const listProps = { gap: 'sm', component: 'ul', p: 0, m: 0, style: { listStyle: 'none' } } as const;

/** docs/product.md §2 "Join Requests" (public games only): approve or decline each pending request. */
export function JoinRequestsSection({ gameId }: { gameId: string }) {
  const query = useJoinRequests(gameId);
  const decide = useDecideJoinRequest();
  const requests = query.data ?? [];
  const title = query.data ? `Join Requests (${requests.length})` : 'Join Requests';

  let body;
  if (query.isPending) {
    body = (
      <Center py="sm">
        <Loader size="sm" role="status" aria-label="Loading join requests" />
      </Center>
    );
  } else if (query.isError) {
    body = <Text c="dimmed">Join requests are not available right now.</Text>;
  } else if (requests.length === 0) {
    body = <Text c="dimmed">No pending join requests.</Text>;
  } else {
    body = (
      <Stack {...listProps}>
        {requests.map((request) => {
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
        })}
      </Stack>
    );
  }

  return <SectionCard title={title}>{body}</SectionCard>;
}
