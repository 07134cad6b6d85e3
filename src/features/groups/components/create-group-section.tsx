import '@mantine/core/styles/Input.css';
import { createGroupSchema, defaultGroupColor, GROUP_NAME_MAX } from '@contract/groups';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useCreateGroup } from '../api/create-group';
import { GroupColorPicker } from './group-color-picker';
import { SectionCard } from '@/components/section-card';
import { useSchemaForm } from '@/lib/schema-form';

interface CreateGroupSectionProps {
  gameId: string;
  /** The colours the game's groups already have: the picker starts on the first one not used (docs/product.md §9). */
  usedColors: string[];
}

/** docs/product.md §2 "Create New Group": a name ('Group name is required' when blank, docs/product.md §5) and a colour. */
export function CreateGroupSection({ gameId, usedColors }: CreateGroupSectionProps) {
  const create = useCreateGroup(gameId);
  const defaultColor = defaultGroupColor(usedColors);
  const { register, control, handleSubmit, reset, resetField, formState } = useSchemaForm(createGroupSchema, { name: '', color: defaultColor });
  const colorChosen = Boolean(formState.dirtyFields.color);

  // Groups made or deleted meanwhile move the default, unless the person picked a colour themself.
  useEffect(() => {
    if (!colorChosen) resetField('color', { defaultValue: defaultColor });
  }, [colorChosen, defaultColor, resetField]);

  const submit = handleSubmit((input) =>
    create.mutate(input, {
      // Ready for the next group: no name, and the next colour nobody has yet.
      onSuccess: (group) => reset({ name: '', color: defaultGroupColor([...usedColors, group.color]) }),
    }),
  );

  return (
    <SectionCard title="Create New Group">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Group Name"
            placeholder="e.g. Early Birds"
            withAsterisk
            maxLength={GROUP_NAME_MAX}
            error={formState.errors.name?.message}
            {...register('name')}
          />
          <Controller
            control={control}
            name="color"
            render={({ field }) => <GroupColorPicker value={field.value} onChange={field.onChange} disabled={create.isPending} />}
          />
          <Button type="submit" loading={create.isPending} leftSection={<IconPlus size={18} aria-hidden />}>
            Create Group
          </Button>
        </Stack>
      </form>
    </SectionCard>
  );
}
