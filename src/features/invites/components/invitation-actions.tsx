import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { DecisionButtons } from './decision-buttons';

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
  return (
    <DecisionButtons
      yes={{ value: 'accept', label: 'Accept' }}
      target={`invitation to ${gameName}`}
      pending={accept.isPending ? 'accept' : decline.isPending ? 'decline' : null}
      onDecide={(decision) => (decision === 'accept' ? accept : decline).mutate(invitationId)}
    />
  );
}
