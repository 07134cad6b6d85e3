import { Container, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageProps {
  title: ReactNode;
  /** Controls beside the title (e.g. an edit button). */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The frame of every signed-in screen: one h1 and the content below it. */
export function Page({ title, actions, children }: PageProps) {
  return (
    <Container size="sm" px="md" py="md">
      <Stack gap="lg">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Title order={1} size="h2">
            {title}
          </Title>
          {actions}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
