import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small figure with its icon, e.g. '3 participants' after a people icon; the icon is decoration. */
export function IconText({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap">
      {icon}
      <Text size="sm">{children}</Text>
    </Group>
  );
}
