import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/SimpleGrid.css';
import { GROUP_COLORS, type GroupColor } from '@contract/groups';
import { Radio, SimpleGrid, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { GROUP_COLOR_LOOK } from '../group-colors';

interface GroupColorPickerProps {
  value: GroupColor;
  onChange: (color: GroupColor) => void;
  disabled?: boolean;
}

/**
 * docs/product.md §9's ten colours as a radio group of swatches, each named ('Amber') for screen readers and
 * the chosen one named on screen too. One tab stop; the arrow keys move between colours.
 */
export function GroupColorPicker({ value, onChange, disabled }: GroupColorPickerProps) {
  return (
    <Radio.Group label="Colour" value={value} onChange={(color) => onChange(color as GroupColor)} disabled={disabled}>
      <SimpleGrid cols={5} spacing="sm" verticalSpacing="sm" maw={280} mt={8}>
        {GROUP_COLORS.map((color) => {
          const { label, swatch, onSwatch } = GROUP_COLOR_LOOK[color];
          const checked = color === value;
          return (
            <Radio.Card
              key={color}
              value={color}
              aria-label={label}
              title={label}
              tabIndex={checked ? 0 : -1}
              disabled={disabled}
              withBorder={false}
              radius="xl"
              w={44}
              h={44}
              style={{
                display: 'grid',
                placeItems: 'center',
                background: swatch,
                // The chosen one is ringed as well as ticked, in the page's text colour.
                boxShadow: checked ? '0 0 0 2px var(--mantine-color-body), 0 0 0 4px var(--mantine-color-text)' : undefined,
              }}
            >
              {checked ? <IconCheck size={24} stroke={3} color={onSwatch} aria-hidden /> : null}
            </Radio.Card>
          );
        })}
      </SimpleGrid>
      <Text size="sm" mt={8} aria-hidden>
        Selected: {GROUP_COLOR_LOOK[value].label}
      </Text>
    </Radio.Group>
  );
}
