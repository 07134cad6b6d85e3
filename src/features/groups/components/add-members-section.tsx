import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import type { Participant } from '@contract/games';
import type { Group } from '@contract/groups';
import { Button, Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { displayName } from '@/lib/display-name';
import { useAddGroupMembers } from '../api/add-group-members';
import { SectionCard } from '@/components/section-card';

/** docs/product.md §5. */
const NOTHING_CHOSEN = 'Please select a group and at least one user';

interface AddMembersSectionProps {
  gameId: string;
  groups: Group[];
  participants: Participant[];
}

/**
 * docs/product.md §2 "Add Member to Group": a group, then a checklist of the participants who are in no group
 * yet (a person belongs to at most one, docs/architecture.md §6), with its count; one POST per person (docs/product.md §7).
 */
export function AddMembersSection({ gameId, groups, participants }: AddMembersSectionProps) {
  const add = useAddGroupMembers(gameId);
  const [groupId, setGroupId] = useState('');
  const [userIds, setUserIds] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  const grouped = new Set(groups.flatMap((group) => group.members.map((member) => member.userId)));
  const available = participants.filter((p) => !grouped.has(p.userId));
  // A group deleted or a person added elsewhere meanwhile no longer counts as chosen.
  const chosenGroup = groups.some((group) => group.id === groupId) ? groupId : '';
  const chosen = userIds.filter((id) => available.some((p) => p.userId === id));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosenGroup || chosen.length === 0) {
      setProblem(NOTHING_CHOSEN);
      return;
    }
    setProblem(null);
    add.mutate({ groupId: chosenGroup, userIds: chosen }, { onSuccess: () => setUserIds([]) });
  };

  return (
    <SectionCard title="Add Member to Group">
      {groups.length === 0 ? (
        <Text c="dimmed">Create a group first, then add participants to it.</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <NativeSelect
              label="Group"
              value={chosenGroup}
              onChange={(event) => {
                setGroupId(event.currentTarget.value);
                setProblem(null);
              }}
              data={[{ value: '', label: 'Select a group' }, ...groups.map((g) => ({ value: g.id, label: g.name }))]}
            />
            <Checkbox.Group
              label={`Participants not in a group (${available.length})`}
              value={chosen}
              onChange={(ids) => {
                setUserIds(ids);
                setProblem(null);
              }}
            >
              {available.length === 0 ? (
                <Text size="sm" c="dimmed" mt={8}>
                  Everyone in this game is already in a group.
                </Text>
              ) : (
                <Stack gap="sm" mt={8}>
                  {available.map((p) => (
                    <Checkbox key={p.userId} value={p.userId} label={displayName(p.user)} size="md" styles={{ label: { overflowWrap: 'anywhere' } }} />
                  ))}
                </Stack>
              )}
            </Checkbox.Group>
            {problem ? (
              <Text role="alert" size="sm" c="var(--mantine-color-error)">
                {problem}
              </Text>
            ) : null}
            <Button type="submit" loading={add.isPending} leftSection={<IconUserPlus size={18} aria-hidden />}>
              Add to Group
            </Button>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}
