import { Group, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface EditSectionProps {
  title: string;
  /** A control beside the heading (e.g. 'Invite'). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled part of the edit screen, exposed as a named region. */
export function EditSection({ title, action, children }: EditSectionProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {action ? <div style={{ flexShrink: 0 }}>{action}</div> : null}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}
