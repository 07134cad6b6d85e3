import '@mantine/core/styles/ColorSwatch.css';
import { ColorSwatch } from '@mantine/core';
import { groupColorLook } from '../group-colors';

/**
 * A group's colour as a dot that says its name to screen readers ('Amber'): the colour is never
 * the only way to tell groups apart (their names are beside it).
 */
export function GroupSwatch({ color, size = 20 }: { color: string; size?: number }) {
  const { label, swatch } = groupColorLook(color);
  return (
    <ColorSwatch
      component="span"
      role="img"
      aria-label={label}
      title={label}
      color={swatch}
      size={size}
      style={{ flexShrink: 0 }}
    />
  );
}
