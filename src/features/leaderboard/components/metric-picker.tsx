import '@mantine/core/styles/Chip.css';
import { Chip, Group } from '@mantine/core';
import { useId } from 'react';

interface MetricPickerProps<T extends string> {
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

/**
 * The metric as a group of radio chips: every choice visible, wrapping onto a second line at
 * 390 px (five labels don't fit one segmented control), arrow keys move between them because they
 * share one name, and a screen reader hears 'Metric, radio group'.
 */
export function MetricPicker<T extends string>({ options, value, onChange }: MetricPickerProps<T>) {
  const name = useId();
  return (
    <Chip.Group value={value} onChange={(next) => onChange(next as T)}>
      <Group gap="xs" role="radiogroup" aria-label="Metric">
        {options.map((option) => (
          <Chip key={option.value} value={option.value} name={name} size="sm">
            {option.label}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}
