import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Badge, Group, Loader, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconTrophy } from '@tabler/icons-react';
import { BareList } from '@/components/bare-list';
import { achievementProgress, progressText } from '../achievements';
import { useUserStats } from '../api/get-user-stats';

/** The four docs/product.md §9 achievements, unlocked from the user's stats, each with its progress. */
export function AchievementsList() {
  const stats = useUserStats();
  if (stats.isPending) return <Loader size="sm" role="status" aria-label="Loading achievements" />;
  if (stats.isError) return <Text c="dimmed">Achievements are not available right now.</Text>;

  return (
    <BareList gap="sm">
      {achievementProgress(stats.data).map((a) => (
        <Paper key={a.name} component="li" withBorder p="md" radius="md">
          <Group wrap="nowrap" gap="md" align="flex-start">
            <ThemeIcon size={40} radius="xl" variant={a.unlocked ? 'filled' : 'light'} color={a.unlocked ? 'violet' : 'gray'}>
              {a.unlocked ? <IconTrophy size={22} aria-hidden /> : <IconLock size={22} aria-hidden />}
            </ThemeIcon>
            <Stack gap={4} flex={1} miw={0}>
              <Text fw={600}>{a.name}</Text>
              <Text size="sm" c="dimmed">
                {a.description}
              </Text>
              <Progress
                value={(a.progress / a.threshold) * 100}
                size="sm"
                radius="xl"
                color={a.unlocked ? 'violet' : 'gray'}
                aria-label={`${a.name} progress`}
                mt={4}
              />
              {/* The state beside the progress, not beside the name: a right-hand column took the name's room. */}
              <Group justify="space-between" gap="xs">
                <Text size="xs">{progressText(a)}</Text>
                <Badge color={a.unlocked ? 'violet' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
                  {a.unlocked ? 'Unlocked' : 'Locked'}
                </Badge>
              </Group>
            </Stack>
          </Group>
        </Paper>
      ))}
    </BareList>
  );
}
