import '@mantine/core/styles/Badge.css';
import type { Invitation, JoinRequest } from '@contract/invitations';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { displayName } from '@/lib/display-name';

const date = (iso: string) => dayjs(iso).format('MMM D, YYYY');

/** A received invitation: game name, Public/Private, inviter, description, start date. */
export function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { game } = invitation;
  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{game.name}</Text>
          <Badge variant="light" color={game.isPublic ? 'violet' : 'gray'}>
            {game.isPublic ? 'Public' : 'Private'}
          </Badge>
        </Group>
        <Text size="sm">Invited by {displayName(invitation.invitedBy)}</Text>
        {game.description ? <Text size="sm">{game.description}</Text> : null}
        <Text size="sm" c="dimmed">
          Starts {date(game.startTime)}
        </Text>
      </Stack>
    </Paper>
  );
}

/** A pending join request for a game I administer: who wants in, and since when. */
export function JoinRequestCard({ request }: { request: JoinRequest }) {
  return (
    <Paper withBorder p="md" radius="md" component="li">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{displayName(request.user)}</Text>
          <Badge variant="light" color="orange">
            Pending
          </Badge>
        </Group>
        <Text size="sm">wants to join {request.game.name}</Text>
        <Text size="sm" c="dimmed">
          Requested {date(request.createdAt)}
        </Text>
      </Stack>
    </Paper>
  );
}
