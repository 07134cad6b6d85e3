import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AppIcon } from './app-icon';

interface SignedOutPageProps {
  title: ReactNode;
  /** The line below the title. */
  intro: ReactNode;
  children?: ReactNode;
}

/** The frame of a signed-out screen (/signin, /reset-password): the app icon (a link home), one h1, a line, the content. */
export function SignedOutPage({ title, intro, children }: SignedOutPageProps) {
  return (
    <Container component="main" size={440} py="xl" px="md">
      <Stack gap="lg">
        <Stack gap={4} align="center">
          <Link to="/" aria-label="Comfort Zone Challenge home">
            <AppIcon size={56} />
          </Link>
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          <Text c="dimmed" ta="center">
            {intro}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
