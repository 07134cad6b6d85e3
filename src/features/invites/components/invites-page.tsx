import '@mantine/core/styles/Tabs.css';
import { Center, Loader, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BareList } from '@/components/bare-list';
import { EmptyMessage } from '@/components/empty-message';
import { Page } from '@/components/page';
import { invitationsQueryOptions } from '../api/get-invitations';
import { InvitationCard } from './invitation-card';
import { InvitationList } from './invitation-list';
import { JoinRequestCard } from './join-request-card';

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
    received = <InvitationList invitations={invitations} card={(i) => <InvitationCard key={i.id} invitation={i} />} />;
    pending =
      requests.length === 0 ? (
        <EmptyMessage title="No pending requests" description="Requests to join games you manage show up here." />
      ) : (
        <BareList gap="sm">
          {requests.map((r) => (
            <JoinRequestCard key={r.id} request={r} />
          ))}
        </BareList>
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
