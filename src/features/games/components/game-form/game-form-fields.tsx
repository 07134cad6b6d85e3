import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/dates/styles.css';
import { GAME_DESCRIPTION_MAX, GAME_NAME_MAX } from '@contract/games';
import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { Controller } from 'react-hook-form';
import {
  EARLIEST_PICKER_DATE,
  isoToPickerValue,
  laterPickerValue,
  pickerValueToIso,
  startMinPickerValue,
} from './game-form-dates';
import type { GameForm } from './use-game-form';

const VALUE_FORMAT = 'MMM D, YYYY h:mm A';
/** SPEC §9: weeks start on Sunday. */
const SUNDAY = 0;
/** The calendar's month arrows carry no name of their own: a screen reader would say just "button". */
const MONTH_CONTROLS = { previousLabel: 'Previous month', nextLabel: 'Next month' } as const;

/**
 * SPEC §2 / §5 "Game Settings": name, description, start and end date, 'Public Game' and
 * 'Require Approval'. Shared by Create New Game and Edit game; the caller owns the <form>, the
 * submit button and `useGameForm`.
 */
export function GameFormFields({ form }: { form: GameForm }) {
  const {
    register,
    control,
    watch,
    trigger,
    formState: { errors, isSubmitted },
  } = form;
  const startValue = isoToPickerValue(watch('startTime'));

  return (
    <Stack gap="md">
      <TextInput
        label="Game Name"
        placeholder="e.g. 30 days of cold showers"
        withAsterisk
        maxLength={GAME_NAME_MAX}
        error={errors.name?.message}
        {...register('name')}
      />
      <Textarea
        label="Description"
        placeholder="What is the challenge about?"
        rows={3}
        maxLength={GAME_DESCRIPTION_MAX}
        error={errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="startTime"
        render={({ field }) => (
          <DateTimePicker
            label="Start Date"
            withAsterisk
            valueFormat={VALUE_FORMAT}
            firstDayOfWeek={SUNDAY}
            {...MONTH_CONTROLS}
            minDate={startMinPickerValue()}
            value={isoToPickerValue(field.value)}
            onChange={(value) => {
              field.onChange(pickerValueToIso(value));
              if (isSubmitted) void trigger('endTime');
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.startTime?.message}
            popoverProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={control}
        name="endTime"
        render={({ field }) => (
          <DateTimePicker
            label="End Date"
            withAsterisk
            valueFormat={VALUE_FORMAT}
            firstDayOfWeek={SUNDAY}
            {...MONTH_CONTROLS}
            minDate={laterPickerValue(startValue, EARLIEST_PICKER_DATE)}
            value={isoToPickerValue(field.value)}
            onChange={(value) => field.onChange(pickerValueToIso(value))}
            onBlur={field.onBlur}
            ref={field.ref}
            error={errors.endTime?.message}
            popoverProps={{ withinPortal: true }}
          />
        )}
      />
      <Controller
        control={control}
        name="isPublic"
        render={({ field }) => (
          <Switch
            label="Public Game"
            description="Anyone can find it in Discover and join"
            checked={field.value ?? true}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Controller
        control={control}
        name="requiresApproval"
        render={({ field }) => (
          <Switch
            label="Require Approval"
            description="New players wait until you approve their request"
            checked={field.value ?? false}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </Stack>
  );
}
