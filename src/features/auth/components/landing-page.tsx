import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconTrophy, IconUsersGroup } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { browserLocation } from '@/lib/browser-location';
import { loginUrl } from '@/lib/login-url';
import classes from './landing-page.module.css';
import { AppIcon } from '@/components/app-icon';

interface Feature {
  title: string;
  text: string;
  Icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
}

const FEATURES: Feature[] = [
  {
    title: 'Join Challenges',
    text: 'Take on time-boxed challenges with friends and step outside your comfort zone together.',
    Icon: IconUsersGroup,
  },
  {
    title: 'Share & Support',
    text: 'Post your accomplishments with a photo, and cheer others on with likes and comments.',
    Icon: IconHeartHandshake,
  },
  {
    title: 'Track Progress',
    text: 'Score points, win medals, climb the leaderboards and earn achievements as you grow.',
    Icon: IconTrophy,
  },
];

/** docs/product.md §1: what a logged-out visitor sees on every path except /join/{code} and /signin. */
export function LandingPage() {
  const getStarted = () => browserLocation.assign(loginUrl(browserLocation.currentPath()));

  return (
    <main className={classes.hero}>
      <Container size="md" px="md">
        <Stack gap="xl" align="center">
          <AppIcon size={88} label="Comfort Zone Challenge logo" />
          <Stack gap="sm" align="center">
            <Title order={1} ta="center" size="h1">
              Welcome to the <span className={classes.brand}>Comfort Zone Challenge</span>
            </Title>
            <Text size="lg" ta="center" c="dimmed" maw={520}>
              Step out of your comfort zone, one challenge at a time, together with friends who cheer you on.
            </Text>
          </Stack>
          <Button size="lg" radius="xl" onClick={getStarted}>
            Get Started
          </Button>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" w="100%" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {FEATURES.map(({ title, text, Icon }) => (
              <Paper key={title} component="li" withBorder radius="lg" p="lg" className={classes.feature}>
                <Group wrap="nowrap" align="flex-start" gap="md">
                  <ThemeIcon size={44} radius="md" variant="light" className={classes.featureIcon}>
                    <Icon size={26} aria-hidden />
                  </ThemeIcon>
                  <Stack gap={4}>
                    <Title order={2} size="h4">
                      {title}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {text}
                    </Text>
                  </Stack>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </Stack>
      </Container>
    </main>
  );
}
