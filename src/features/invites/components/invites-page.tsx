import '@mantine/core/styles/Tabs.css';
import { Center, Loader, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EmptyMessage } from '@/components/empty-message';
import { Page } from '@/components/page';
import { invitationsQueryOptions } from '../api/get-invitations';
import { InvitationCard } from './invitation-card';
import { JoinRequestCard } from './join-request-card';

const listProps = { gap: 'sm', component: 'ul', p: 0, m: 0, style: { listStyle: 'none' } } as const;

/** /invites: tabs 'Received (n)' and 'Pending (n)' from GET /api/invitations (docs/product.md §2). */
export function InvitesPage() {
  // Opening the screen loads the lists afresh (the badge's copy may be up to 30 s old).
  const query = useQuery({ ...invitationsQueryOptions(), refetchOnMount: 'always' });
  const invitations = query.data?.invitations ?? [];
  const requests = query.data?.pendingRequests ?? [];

  let received;
  let pending;
  if (query.isPending) {
    received = pending = (
      <Center py="lg">
        <Loader role="status" aria-label="Loading invitations" />
      </Center>
    );
  } else if (query.isError) {
    received = pending = <Text c="dimmed">Invitations are not available right now.</Text>;
  } else {
    received =
      invitations.length === 0 ? (
        <EmptyMessage title="No pending invitations" description="You don't have any game invitations at the moment." />
      ) : (
        <Stack {...listProps}>
          {invitations.map((i) => (
            <InvitationCard key={i.id} invitation={i} />
          ))}
        </Stack>
      );
    pending =
      requests.length === 0 ? (
        <EmptyMessage title="No pending requests" description="Requests to join games you manage show up here." />
      ) : (
        <Stack {...listProps}>
          {requests.map((r) => (
            <JoinRequestCard key={r.id} request={r} />
          ))}
        </Stack>
      );
  }

  return (
    <Page title="Invitations">
      <Tabs defaultValue="received">
        <Tabs.List grow>
          <Tabs.Tab value="received">Received ({invitations.length})</Tabs.Tab>
          <Tabs.Tab value="pending">Pending ({requests.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="received" pt="md">
          {received}
        </Tabs.Panel>
        <Tabs.Panel value="pending" pt="md">
          {pending}
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
