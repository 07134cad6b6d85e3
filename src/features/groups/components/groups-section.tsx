import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface GroupsSectionProps {
  title: ReactNode;
  /** Something beside the heading, e.g. a count. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled part of the groups screen or of the game page, exposed as a named region. */
export function GroupsSection({ title, aside, children }: GroupsSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
