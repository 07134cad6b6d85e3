import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionCardProps {
  title: ReactNode;
  /** Something beside the heading: a control ('Invite') or a count. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled part of a screen (the edit screen, the groups screen, the game page), exposed as a named region. */
export function SectionCard({ title, aside, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {aside ? <div style={{ flexShrink: 0 }}>{aside}</div> : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
