import type { Invitation } from '@contract/invitations';
import type { ReactNode } from 'react';
import { BareList } from '@/components/bare-list';
import { EmptyMessage } from '@/components/empty-message';

/** The invitations I received (the Invitations dialog, /invites 'Received'), one card each, or that there are none. */
export function InvitationList({ invitations, card }: { invitations: Invitation[]; card: (invitation: Invitation) => ReactNode }) {
  if (invitations.length === 0) {
    return <EmptyMessage title="No pending invitations" description="You don't have any game invitations at the moment." />;
  }
  return <BareList gap="sm">{invitations.map(card)}</BareList>;
}
