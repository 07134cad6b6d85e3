import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/dates/styles.css';
import { GAME_DESCRIPTION_MAX, GAME_NAME_MAX } from '@contract/games';
import { Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconLock } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  EARLIEST_PICKER_DATE,
  isoToPickerValue,
  laterPickerValue,
  pickerValueToIso,
  startMinPickerValue,
} from './game-form-dates';
import { timeFormat } from './time-format';
import type { GameForm } from './use-game-form';

/** docs/product.md §9: weeks start on Sunday. */
const SUNDAY = 0;
/** The calendar's month arrows carry no name of their own: a screen reader would say just "button". */
const MONTH_CONTROLS = { previousLabel: 'Previous month', nextLabel: 'Next month' } as const;
/** Why a finished game's dates are read-only: the server keeps a finalised game's dates (games.service.ts updateGame). */
export const DATES_LOCKED_TEXT = 'This game has ended, so its dates can no longer change.';

interface DateFieldProps {
  form: GameForm;
  name: 'startTime' | 'endTime';
  label: string;
  minDate: string;
  /** Read-only (a finished game's dates). */
  locked: boolean;
  onChanged?: () => void;
}

/**
 * One date-time picker of the form: the field and its time box on the person's clock
 * (time-format.ts), and the calendar below the field (decision 0053). Mantine flips it above when the
 * space below looks short, where it covered the field's own label. Below and inside the form
 * rather than in a portal, it is part of what the page or the Create New Game dialog scrolls, and
 * it is brought into view once open.
 */
function DateField({ form, name, label, minDate, locked, onChanged }: DateFieldProps) {
  const { clock, valueFormat } = timeFormat();
  const error = form.formState.errors[name]?.message;
  const popoverId = useId();
  const popoverProps = {
    id: popoverId,
    withinPortal: false,
    position: 'bottom-start',
    middlewares: { flip: false, shift: false },
    // Mantine names the dropdown `${id}-dropdown` (Popover.mjs getDropdownId). Next frame: without
    // a transition (reduced motion) this runs before the dropdown is in the document.
    onEnterTransitionEnd: () => 
      requestAnimationFrame(() => document.getElementById(`${popoverId}-dropdown`)?.scrollIntoView({ block: 'nearest' })),
  } as const;
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <DateTimePicker
          label={label}
          withAsterisk={!locked}
          valueFormat={valueFormat}
          timePickerProps={{ format: clock, ...TIME_LABELS }}
          submitButtonProps={{ 'aria-label': 'Done' }}
          firstDayOfWeek={SUNDAY}
          {...MONTH_CONTROLS}
          minDate={minDate}
          value={isoToPickerValue(field.value)}
          onChange={(value) => {
            field.onChange(pickerValueToIso(value));
            onChanged?.();
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          error={error}
          readOnly={locked}
          // Read-only looks it: filled like a disabled field, with a lock, yet stays focusable and legible.
          variant={locked ? 'filled' : undefined}
          rightSection={locked ? <IconLock size={16} aria-hidden /> : undefined}
          popoverProps={popoverProps}
        />
      )}
    />
  );
}

/** The time box's inputs, named for screen readers (Mantine leaves them unnamed). */
const TIME_LABELS = { hoursInputLabel: 'Hours', minutesInputLabel: 'Minutes', amPmInputLabel: 'AM or PM' } as const;

interface SwitchFieldProps {
  form: GameForm;
  name: 'isPublic' | 'requiresApproval';
  label: string;
  description: string;
  /** Shown while the form has no value yet (the contract's default). */
  fallback: boolean;
}

/** One of the game's on/off settings, bound to the form. */
function SwitchField({ form, name, label, description, fallback }: SwitchFieldProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Switch
          label={label}
          description={description}
          checked={field.value ?? fallback}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
        />
      )}
    />
  );
}

/**
 * docs/product.md §2 / §5 "Game Settings": name, description, start and end date, 'Public Game' and
 * 'Require Approval'. Shared by Create New Game and Edit game; the caller owns the <form>, the
 * submit button and `useGameForm`. `datesLocked`: the dates are shown read-only with a line saying
 * why (a finished game, decided by the caller).
 */
export function GameFormFields({ form, datesLocked = false }: { form: GameForm; datesLocked?: boolean }) {
  const {
    register,
    watch,
    trigger,
    formState: { errors, isSubmitted },
  } = form;
  const startValue = isoToPickerValue(watch('startTime'));
  const lockId = useId();
  const lockedBy = datesLocked ? lockId : undefined;

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
      {/* A finished game's two dates are one read-only group, described by the line saying why. */}
      <Stack gap="md" role={datesLocked ? 'group' : undefined} aria-label={datesLocked ? 'Dates' : undefined} aria-describedby={lockedBy}>
        <DateField
          form={form}
          name="startTime"
          label="Start Date"
          minDate={startMinPickerValue()}
          locked={datesLocked}
          onChanged={() => {
            if (isSubmitted) void trigger('endTime');
          }}
        />
        <DateField
          form={form}
          name="endTime"
          label="End Date"
          minDate={laterPickerValue(startValue, EARLIEST_PICKER_DATE)}
          locked={datesLocked}
        />
        {datesLocked ? (
          <Text id={lockId} size="sm" c="dimmed" mt={-8}>
            {DATES_LOCKED_TEXT}
          </Text>
        ) : null}
      </Stack>
      <SwitchField form={form} name="isPublic" label="Public Game" description="Anyone can find it in Discover and join" fallback />
      <SwitchField
        form={form}
        name="requiresApproval"
        label="Require Approval"
        description="New players wait until you approve their request"
        fallback={false}
      />
    </Stack>
  );
}
