import '@mantine/core/styles/Badge.css';
import type { JoinRequest } from '@contract/invitations';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useDecideJoinRequest } from '@/api/decide-join-request';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { dayText } from '@/lib/format/dates';
import { DecisionButtons } from './decision-buttons';

/** A pending join request for a game I administer: who wants in, since when; Approve / Decline. */
export function JoinRequestCard({ request }: { request: JoinRequest }) {
  const decide = useDecideJoinRequest();
  const titleId = useId();
  const name = displayName(request.user);

  return (
    <Paper withBorder p="md" radius="md" component="li" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <UserAvatar user={request.user} decorative size={36} radius="xl" />
            <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
          </Group>
          {/* Blue, not orange: orange 9 on orange 1 (the light badge) is 3.6:1, below WCAG AA; blue 4.9:1. */}
          <Badge variant="light" color="blue">
            Pending
          </Badge>
        </Group>
        <Text size="sm">wants to join {request.game.name}</Text>
        <Text size="sm" c="dimmed">
          Requested {dayText(request.createdAt)}
        </Text>
        <DecisionButtons
          yes={{ value: 'approve', label: 'Approve' }}
          target={name}
          pending={decide.isPending ? decide.variables.decision : null}
          onDecide={(decision) => decide.mutate({ gameId: request.game.id, requestId: request.id, decision })}
        />
      </Stack>
    </Paper>
  );
}
