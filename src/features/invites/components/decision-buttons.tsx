import { Button, Group } from '@mantine/core';

interface DecisionButtonsProps<Yes extends string> {
  /** The positive answer: what `onDecide` gets and the button's label ('accept', 'Accept'). */
  yes: { value: Yes; label: string };
  /** Who or what is decided on, after the label in each button's name ('Decline invitation to Run', 'Approve Ada'). */
  target: string;
  /** The answer on its way: its button is busy, the other disabled until it is done. */
  pending: Yes | 'decline' | null;
  onDecide: (decision: Yes | 'decline') => void;
}

/** 'Decline' and its positive answer, for an invitation (Accept) or a join request (Approve). */
export function DecisionButtons<Yes extends string>({ yes, target, pending, onDecide }: DecisionButtonsProps<Yes>) {
  const button = (decision: Yes | 'decline', label: string, variant?: 'default') => (
    <Button
      variant={variant}
      size="sm"
      aria-label={`${label} ${target}`}
      loading={pending === decision}
      disabled={pending !== null && pending !== decision}
      onClick={() => onDecide(decision)}
    >
      {label}
    </Button>
  );
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      {button('decline', 'Decline', 'default')}
      {button(yes.value, yes.label)}
    </Group>
  );
}
