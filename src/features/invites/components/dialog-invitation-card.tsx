import '@mantine/core/styles/Badge.css';
import type { Invitation } from '@contract/invitations';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { displayName } from '@/lib/display-name';
import { gameDateLine } from '@/lib/game-date-line';
import { InvitationActions } from './invitation-actions';

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
  const { game } = invitation;
  const titleId = useId();
  const status = STATUS[game.status];
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {game.name}
          </Text>
          <Badge variant="light" color={status.color}>
            {status.label}
          </Badge>
        </Group>
        <Text size="sm">Invited by {displayName(invitation.invitedBy)}</Text>
        {game.description ? <Text size="sm">{game.description}</Text> : null}
        <Text size="sm" c="dimmed">
          {/* 'Started …' for a running game, 'Ended …' for a finished one (decision 0053). */}
          {gameDateLine(game)}
        </Text>
        {game.status === 'completed' ? (
          <Text size="sm" c="dimmed" fs="italic">
            This game has already completed, but you can still join to view the results.
          </Text>
        ) : null}
        <InvitationActions invitationId={invitation.id} gameName={game.name} onAccepted={onAccepted} />
      </Stack>
    </Paper>
  );
}
