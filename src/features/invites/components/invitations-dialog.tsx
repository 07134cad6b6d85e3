import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { invitationsQueryOptions, useInvitations } from '../api/get-invitations';
import { DialogInvitationCard } from './dialog-invitation-card';
import { InvitationList } from './invitation-list';

interface InvitationsDialogProps {
  opened: boolean;
  onClose: () => void;
}

/** The list inside the dialog; mounted when the dialog opens, so it loads GET /api/invitations then. */
function InvitationsList({ onClose }: { onClose: () => void }) {
  const query = useQuery({ ...invitationsQueryOptions(), refetchOnMount: 'always' });
  if (query.isPending) {
    return (
      <Center py="lg">
        <Stack align="center" gap="xs">
          <Loader size="sm" aria-hidden />
          <Text c="dimmed" role="status">
            Loading invitations...
          </Text>
        </Stack>
      </Center>
    );
  }
  if (query.isError) return <Text c="dimmed">Invitations are not available right now.</Text>;
  return (
    <InvitationList
      invitations={query.data.invitations}
      card={(invitation) => <DialogInvitationCard key={invitation.id} invitation={invitation} onAccepted={onClose} />}
    />
  );
}

/** docs/product.md §2 "Invitations dialog": 'Game Invitations (count)'; accepting closes it (docs/product.md §4). */
export function InvitationsDialog({ opened, onClose }: InvitationsDialogProps) {
  const { data } = useInvitations();
  const count = data?.invitations.length ?? 0;
  return (
    <Modal opened={opened} onClose={onClose} title={`Game Invitations (${count})`} centered>
      {opened ? <InvitationsList onClose={onClose} /> : null}
    </Modal>
  );
}
