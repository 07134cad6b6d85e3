import type { GameInvitation } from '@contract/games';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { displayName } from '@/lib/display-name';
import { dayText } from '@/lib/format/dates';
import { useGameInvitations } from '../../api/get-game-invitations';
import { useRemoveInvitation } from '../../api/remove-invitation';
import { EditListSection } from './edit-list-section';

const invitee = (invitation: GameInvitation) =>
  invitation.invitedUser ? displayName(invitation.invitedUser) : (invitation.invitedEmail ?? 'User');

interface PendingInvitationsSectionProps {
  gameId: string;
  /** Opens the Share game dialog on its Username tab. */
  onInvite: () => void;
}

/** docs/product.md §2 "Pending Invitations (count)": who was invited, by whom; 'Invite' and a remove per row. */
export function PendingInvitationsSection({ gameId, onInvite }: PendingInvitationsSectionProps) {
  const query = useGameInvitations(gameId);
  const remove = useRemoveInvitation();
  // Asked first, as every other removal on this screen is (participant-row.tsx, delete-game-button.tsx)
  // and across the app (ConfirmDialog): one stray tap took an invitation back (decision 0053). An Undo
  // could only send a new invitation, a second notice to that person, not restore the first.
  const [asking, setAsking] = useState<GameInvitation | null>(null);
  const invite = (
    <Button size="xs" variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={onInvite}>
      Invite
    </Button>
  );

  return (
    <>
      <EditListSection title="Pending Invitations" aside={invite} query={query} loading="Loading invitations" empty="No pending invitations.">
        {(invitations) =>
          invitations.map((invitation) => {
            const name = invitee(invitation);
            const removing = remove.isPending && remove.variables === invitation.id;
            return (
              <Paper key={invitation.id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      Invited by {displayName(invitation.invitedBy)} · {dayText(invitation.createdAt)}
                    </Text>
                  </Stack>
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={`Remove invitation for ${name}`}
                    // The row's text wraps instead: squeezed, the button read 'Remov' at 390 px.
                    style={{ flexShrink: 0 }}
                    loading={removing}
                    onClick={() => setAsking(invitation)}
                  >
                    Remove
                  </Button>
                </Group>
              </Paper>
            );
          })
        }
      </EditListSection>
      <ConfirmDialog
        opened={asking !== null}
        title="Remove invitation"
        confirmLabel="Remove"
        destructive
        loading={remove.isPending}
        onClose={() => setAsking(null)}
        onConfirm={() => asking && remove.mutate(asking.id, { onSettled: () => setAsking(null) })}
      >
        {asking ? `Take back the invitation for ${invitee(asking)}? You can invite them again later.` : ''}
      </ConfirmDialog>
    </>
  );
}
