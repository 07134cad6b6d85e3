import '@mantine/core/styles/Badge.css';
import type { Invitation } from '@contract/invitations';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { displayName } from '@/lib/display-name';
import { gameDateLine } from '@/lib/game-date-line';
import { InvitationActions } from './invitation-actions';

interface InvitationCardProps {
  invitation: Invitation;
  /** The badge beside the name: Public/Private unless given (the dialog shows the game's status). */
  badge?: { color: string; label: string };
  /** A note above Accept / Decline. */
  children?: ReactNode;
  onAccepted?: () => void;
}

/**
 * A received invitation (the Invites screen, and the Invitations dialog's dialog-invitation-card.tsx):
 * game, badge, inviter, description, when, Accept / Decline.
 */
export function InvitationCard({ invitation, badge, children, onAccepted }: InvitationCardProps) {
  const { game } = invitation;
  const titleId = useId();
  const { color, label } = badge ?? (game.isPublic ? { color: 'violet', label: 'Public' } : { color: 'gray', label: 'Private' });
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {game.name}
          </Text>
          <Badge variant="light" color={color}>
            {label}
          </Badge>
        </Group>
        <Text size="sm">Invited by {displayName(invitation.invitedBy)}</Text>
        {game.description ? <Text size="sm">{game.description}</Text> : null}
        <Text size="sm" c="dimmed">
          {/* 'Started …' for a running game, 'Ended …' for a finished one (decision 0053). */}
          {gameDateLine(game)}
        </Text>
        {children}
        <InvitationActions invitationId={invitation.id} gameName={game.name} onAccepted={onAccepted} />
      </Stack>
    </Paper>
  );
}
