import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Input.css';
import type { Participant } from '@contract/games';
import { addGroupMembersSchema, type AddGroupMembersInput, type Group } from '@contract/groups';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, NativeSelect, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { displayName } from '@/lib/display-name';
import { useAddGroupMembers } from '../api/add-group-members';
import { SectionCard } from '@/components/section-card';

const membersResolver = zodResolver(addGroupMembersSchema);

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
  const grouped = new Set(groups.flatMap((group) => group.members.map((member) => member.userId)));
  const available = participants.filter((p) => !grouped.has(p.userId));
  // A group deleted or a person added elsewhere meanwhile no longer counts as chosen: the form
  // shows, checks and sends only what still can be.
  const stillChoosable = ({ groupId, userIds }: AddGroupMembersInput): AddGroupMembersInput => ({
    groupId: groups.some((group) => group.id === groupId) ? groupId : '',
    userIds: userIds.filter((id) => available.some((p) => p.userId === id)),
  });
  const { control, handleSubmit, watch, clearErrors, resetField, formState } = useForm<
    AddGroupMembersInput,
    unknown,
    z.output<typeof addGroupMembersSchema>
  >({
    resolver: (values, context, options) => membersResolver(stillChoosable(values), context, options),
    // The message goes at the next change and comes back, if still true, at the next submit.
    reValidateMode: 'onSubmit',
    defaultValues: { groupId: '', userIds: [] },
  });
  const chosen = stillChoosable(watch());
  const problem = formState.errors.groupId?.message ?? formState.errors.userIds?.message;

  const submit = handleSubmit((input) => add.mutate(input, { onSuccess: () => resetField('userIds') }));

  return (
    <SectionCard title="Add Member to Group">
      {groups.length === 0 ? (
        <Text c="dimmed">Create a group first, then add participants to it.</Text>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Controller
              control={control}
              name="groupId"
              render={({ field }) => (
                <NativeSelect
                  label="Group"
                  value={chosen.groupId}
                  onChange={(event) => {
                    field.onChange(event.currentTarget.value);
                    clearErrors();
                  }}
                  data={[{ value: '', label: 'Select a group' }, ...groups.map((g) => ({ value: g.id, label: g.name }))]}
                />
              )}
            />
            <Controller
              control={control}
              name="userIds"
              render={({ field }) => (
                <Checkbox.Group
                  label={`Participants not in a group (${available.length})`}
                  value={chosen.userIds}
                  onChange={(ids) => {
                    field.onChange(ids);
                    clearErrors();
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
              )}
            />
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
