import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import type { Participant } from '@contract/games';
import { Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { useRemoveParticipant } from '../../api/remove-participant';
import { useSetAdmin } from '../../api/set-admin';
import { ConfirmDialog } from '@/components/confirm-dialog';

interface ParticipantRowProps {
  gameId: string;
  participant: Participant;
  isOwner: boolean;
  isMe: boolean;
}

type Pending = 'admin' | 'remove' | null;

/**
 * One participant: Owner / Admin tags, and for anyone but the owner and oneself an Admin toggle
 * and 'Remove', each confirmed first (docs/product.md §2, §6).
 */
export function ParticipantRow({ gameId, participant, isOwner, isMe }: ParticipantRowProps) {
  const [asking, setAsking] = useState<Pending>(null);
  const setAdmin = useSetAdmin(gameId);
  const remove = useRemoveParticipant(gameId);
  const name = displayName(participant.user);
  const manageable = !isOwner && !isMe;
  const close = () => setAsking(null);
  const makeAdmin = !participant.isAdmin;

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar user={participant.user} decorative size={36} radius="xl" />
          <Text fw={600} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {name}
            {isMe ? ' (You)' : ''}
          </Text>
          {isOwner ? <Badge color="violet">Owner</Badge> : null}
          {!isOwner && participant.isAdmin ? (
            <Badge color="blue" variant="light">
              Admin
            </Badge>
          ) : null}
        </Group>
        {manageable ? (
          <Group justify="space-between" gap="sm">
            <Switch
              label="Admin"
              aria-label={`Admin: ${name}`}
              checked={participant.isAdmin}
              disabled={setAdmin.isPending}
              onChange={() => setAsking('admin')}
            />
            <Button size="xs" color="red" variant="light" aria-label={`Remove ${name}`} onClick={() => setAsking('remove')}>
              Remove
            </Button>
          </Group>
        ) : null}
      </Stack>
      <ConfirmDialog
        opened={asking === 'admin'}
        title={makeAdmin ? 'Make admin' : 'Remove admin rights'}
        confirmLabel={makeAdmin ? 'Make admin' : 'Remove admin'}
        loading={setAdmin.isPending}
        onClose={close}
        onConfirm={() => setAdmin.mutate({ userId: participant.userId, isAdmin: makeAdmin }, { onSettled: close })}
      >
        {makeAdmin
          ? `${name} will be able to manage participants, invitations, join requests, groups and the game settings.`
          : `${name} will no longer be able to manage this game.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={asking === 'remove'}
        title="Remove participant"
        confirmLabel="Remove"
        destructive
        loading={remove.isPending}
        onClose={close}
        onConfirm={() => remove.mutate(participant.userId, { onSettled: close })}
      >
        {`Remove ${name} from this game? Their accomplishments stay, but they leave the game and its groups.`}
      </ConfirmDialog>
    </Paper>
  );
}
