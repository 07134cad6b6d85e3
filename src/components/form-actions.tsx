import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  /** The submit button's label ('Save', 'Create Game'). */
  submitLabel: string;
  /** True while the form is being sent: the submit button is busy. */
  loading: boolean;
  /** Keeps the submit button off (no code typed yet, a photo still being prepared). */
  disabled?: boolean;
  onCancel: () => void;
  /** The space between the two buttons (Mantine's Group default, 'md', unless said). */
  gap?: 'sm';
}

/** A dialog form's last row, on the right: 'Cancel' and the form's submit button. */
export function FormActions({ submitLabel, loading, disabled, onCancel, gap }: FormActionsProps) {
  return (
    <Group justify="flex-end" gap={gap}>
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={loading} disabled={disabled}>
        {submitLabel}
      </Button>
    </Group>
  );
}
