import { Stack, type StackProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

type BareListProps = StackProps & Omit<ComponentPropsWithoutRef<'ul'>, keyof StackProps>;

/** A list (<ul>) of cards or rows, its items stacked `gap` apart: no bullets, no indent. */
export function BareList({ style, ...props }: BareListProps) {
  return <Stack component="ul" p={0} m={0} style={[{ listStyle: 'none' }, style]} {...props} />;
}
