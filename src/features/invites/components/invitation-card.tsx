import '@mantine/core/styles/Badge.css';
import type { Invitation } from '@contract/invitations';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { displayName } from '@/lib/display-name';
import { gameDateLine } from '@/lib/game-date-line';
import { InvitationActions } from './invitation-actions';

/** A received invitation (the Invites screen): game, Public/Private, inviter, description, when. */
export function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { game } = invitation;
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="li" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {game.name}
          </Text>
          <Badge variant="light" color={game.isPublic ? 'violet' : 'gray'}>
            {game.isPublic ? 'Public' : 'Private'}
          </Badge>
        </Group>
        <Text size="sm">Invited by {displayName(invitation.invitedBy)}</Text>
        {game.description ? <Text size="sm">{game.description}</Text> : null}
        <Text size="sm" c="dimmed">
          {/* 'Started …' for a running game, 'Ended …' for a finished one (decision 0053). */}
          {gameDateLine(game)}
        </Text>
        <InvitationActions invitationId={invitation.id} gameName={game.name} />
      </Stack>
    </Paper>
  );
}
