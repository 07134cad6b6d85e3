import type { Invitation } from '@contract/invitations';
import { Text } from '@mantine/core';
import { InvitationCard } from './invitation-card';

const STATUS: Record<Invitation['game']['status'], { color: string; label: string }> = {
  active: { color: 'violet', label: 'Active' },
  upcoming: { color: 'pink', label: 'Upcoming' },
  completed: { color: 'gray', label: 'Completed' },
};

interface DialogInvitationCardProps {
  invitation: Invitation;
  onAccepted: () => void;
}

/** docs/product.md §2 "Invitations dialog" card: game, inviter, status, description, dates, Accept / Decline. */
export function DialogInvitationCard({ invitation, onAccepted }: DialogInvitationCardProps) {
  return (
    <InvitationCard invitation={invitation} badge={STATUS[invitation.game.status]} onAccepted={onAccepted}>
      {invitation.game.status === 'completed' ? (
        <Text size="sm" c="dimmed" fs="italic">
          This game has already completed, but you can still join to view the results.
        </Text>
      ) : null}
    </InvitationCard>
  );
}
