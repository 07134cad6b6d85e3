import type { Group, GroupMember } from '@contract/groups';
import { Accordion, Button, Group as Row, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { BareList } from '@/components/bare-list';
import { UserAvatar } from '@/components/user-avatar';
import { displayName } from '@/lib/display-name';
import { useDeleteGroup } from '../api/delete-group';
import { useRemoveGroupMember } from '../api/remove-group-member';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { GroupIdentity } from './group-swatch';

type Asking = { kind: 'delete' } | { kind: 'remove'; member: GroupMember } | null;

function MemberRow({ member, groupName, onRemove }: { member: GroupMember; groupName: string; onRemove: () => void }) {
  const name = displayName(member.user);
  return (
    <Row component="li" gap="sm" wrap="nowrap">
      <UserAvatar user={member.user} decorative size={32} radius="xl" />
      <Text size="sm" fw={500} flex={1} miw={0} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Button size="xs" color="red" variant="light" aria-label={`Remove ${name} from ${groupName}`} onClick={onRemove} style={{ flexShrink: 0 }}>
        Remove
      </Button>
    </Row>
  );
}

/** One group of Existing Groups: its colour, name and size; open, its members and 'Delete Group'. */
export function GroupItem({ gameId, group }: { gameId: string; group: Group }) {
  const [asking, setAsking] = useState<Asking>(null);
  const deleteGroup = useDeleteGroup(gameId);
  const removeMember = useRemoveGroupMember(gameId);
  const close = () => setAsking(null);
  const removing = asking?.kind === 'remove' ? asking.member : null;

  return (
    <Accordion.Item value={group.id}>
      <Accordion.Control>
        <GroupIdentity group={group} nameWeight={600} />
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="md">
          {group.members.length === 0 ? (
            <Text size="sm" c="dimmed">
              No members yet.
            </Text>
          ) : (
            <BareList gap="sm" aria-label={`Members of ${group.name}`}>
              {group.members.map((member) => (
                <MemberRow key={member.id} member={member} groupName={group.name} onRemove={() => setAsking({ kind: 'remove', member })} />
              ))}
            </BareList>
          )}
          <Button
            color="red"
            variant="outline"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Delete group ${group.name}`}
            onClick={() => setAsking({ kind: 'delete' })}
          >
            Delete Group
          </Button>
        </Stack>
      </Accordion.Panel>
      <ConfirmDialog
        opened={asking?.kind === 'delete'}
        title="Delete group"
        confirmLabel="Delete"
        destructive
        loading={deleteGroup.isPending}
        onClose={close}
        onConfirm={() => deleteGroup.mutate(group.id, { onSettled: close })}
      >
        {`Delete ${group.name}? All its members will be removed from the group. Their points stay theirs.`}
      </ConfirmDialog>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove member"
        confirmLabel="Remove"
        destructive
        loading={removeMember.isPending}
        onClose={close}
        onConfirm={() => removing && removeMember.mutate({ groupId: group.id, userId: removing.userId }, { onSettled: close })}
      >
        {removing ? `Remove ${displayName(removing.user)} from ${group.name}?` : ''}
      </ConfirmDialog>
    </Accordion.Item>
  );
}
