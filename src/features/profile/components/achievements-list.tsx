import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import { Badge, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock, IconTrophy } from '@tabler/icons-react';
import { achievementProgress } from '../achievements';
import { useUserStats } from '../api/get-user-stats';

/** The four SPEC §9 achievements, unlocked from the user's stats. */
export function AchievementsList() {
  const stats = useUserStats();
  if (stats.isPending) return <Loader size="sm" role="status" aria-label="Loading achievements" />;
  if (stats.isError) return <Text c="dimmed">Achievements are not available right now.</Text>;

  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {achievementProgress(stats.data).map((a) => (
        <Paper key={a.name} component="li" withBorder p="md" radius="md" opacity={a.unlocked ? 1 : 0.85}>
          <Group wrap="nowrap" gap="md">
            <ThemeIcon size={40} radius="xl" variant={a.unlocked ? 'filled' : 'light'} color={a.unlocked ? 'violet' : 'gray'}>
              {a.unlocked ? <IconTrophy size={22} aria-hidden /> : <IconLock size={22} aria-hidden />}
            </ThemeIcon>
            <Stack gap={2} style={{ flex: 1 }}>
              <Text fw={600}>{a.name}</Text>
              <Text size="sm" c="dimmed">
                {a.description} · {a.progress}/{a.threshold}
              </Text>
            </Stack>
            <Badge color={a.unlocked ? 'violet' : 'gray'} variant="light">
              {a.unlocked ? 'Unlocked' : 'Locked'}
            </Badge>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
