import '@mantine/core/styles/ColorSwatch.css';
import type { Group } from '@contract/groups';
import { ColorSwatch, Group as Row, Stack, Text } from '@mantine/core';
import { groupColorLook } from '../group-colors';
import { memberCountText } from '../group-text';

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

/**
 * A group's swatch beside its name and size ('3 members'): the head of an Existing Groups item and of the
 * My Group card (docs/product.md §2/§6), which differ only in the swatch's size and the name's weight.
 */
export function GroupIdentity({ group, swatchSize, nameWeight }: { group: Group; swatchSize?: number; nameWeight: number }) {
  return (
    <Row gap="sm" wrap="nowrap">
      <GroupSwatch color={group.color} size={swatchSize} />
      <Stack gap={0} miw={0}>
        <Text fw={nameWeight} style={{ overflowWrap: 'anywhere' }}>
          {group.name}
        </Text>
        <Text size="sm" c="dimmed">
          {memberCountText(group.members.length)}
        </Text>
      </Stack>
    </Row>
  );
}
