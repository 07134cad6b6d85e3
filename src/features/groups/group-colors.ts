import type { GroupColor } from '@contract/groups';

export interface GroupColorLook {
  /** What a screen reader (and the picker's caption) says: colour is never the only cue. */
  label: string;
  /** The swatch's fill. */
  swatch: string;
  /** Text or an icon drawn on the swatch: whichever of black and white contrasts more (>= 4.5:1). */
  onSwatch: '#000000' | '#ffffff';
}

/**
 * docs/product.md §9's palette of ten as fills. Mantine's shade 6 of its own nine colours, except yellow (4)
 * and orange (7), spread apart so that amber, which Mantine lacks, sits between them as #ffa000
 * rather than looking like yellow 6 (#fab005). group-colors.test.ts checks the contrast.
 */
export const GROUP_COLOR_LOOK: Record<GroupColor, GroupColorLook> = {
  red: { label: 'Red', swatch: '#fa5252', onSwatch: '#000000' },
  orange: { label: 'Orange', swatch: '#f76707', onSwatch: '#000000' },
  yellow: { label: 'Yellow', swatch: '#ffd43b', onSwatch: '#000000' },
  green: { label: 'Green', swatch: '#40c057', onSwatch: '#000000' },
  cyan: { label: 'Cyan', swatch: '#15aabf', onSwatch: '#000000' },
  blue: { label: 'Blue', swatch: '#228be6', onSwatch: '#000000' },
  indigo: { label: 'Indigo', swatch: '#4c6ef5', onSwatch: '#000000' },
  violet: { label: 'Violet', swatch: '#7950f2', onSwatch: '#ffffff' },
  pink: { label: 'Pink', swatch: '#e64980', onSwatch: '#000000' },
  amber: { label: 'Amber', swatch: '#ffa000', onSwatch: '#000000' },
};

/** A colour's look; a name outside the palette (an older server) falls back to grey, named as sent. */
export function groupColorLook(color: string): GroupColorLook {
  return (
    GROUP_COLOR_LOOK[color as GroupColor] ?? {
      label: color ? color.charAt(0).toUpperCase() + color.slice(1) : 'No colour',
      swatch: '#868e96',
      onSwatch: '#000000',
    }
  );
}
