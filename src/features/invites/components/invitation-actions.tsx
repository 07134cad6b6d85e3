import { Button, Group } from '@mantine/core';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';

interface InvitationActionsProps {
  invitationId: string;
  gameName: string;
  /** After a successful accept (the dialog closes itself, docs/product.md §4). */
  onAccepted?: () => void;
}

/** 'Accept' and 'Decline' of one invitation, with the toasts of docs/product.md §8. */
export function InvitationActions({ invitationId, gameName, onAccepted }: InvitationActionsProps) {
  const accept = useAcceptInvitation({ onAccepted });
  const decline = useDeclineInvitation();
  const busy = accept.isPending || decline.isPending;
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button
        variant="default"
        size="sm"
        aria-label={`Decline invitation to ${gameName}`}
        loading={decline.isPending}
        disabled={busy && !decline.isPending}
        onClick={() => decline.mutate(invitationId)}
      >
        Decline
      </Button>
      <Button
        size="sm"
        aria-label={`Accept invitation to ${gameName}`}
        loading={accept.isPending}
        disabled={busy && !accept.isPending}
        onClick={() => accept.mutate(invitationId)}
      >
        Accept
      </Button>
    </Group>
  );
}
