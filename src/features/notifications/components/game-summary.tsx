import '@mantine/core/styles/ThemeIcon.css';
import type { GameNotification } from '@contract/results';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendar, IconTrophy, IconUsers } from '@tabler/icons-react';
import { count } from '@contract/plural';
import { dayText } from '@/lib/format/dates';

/** docs/product.md "Game-results celebration dialog": 'Ended {date}', or 'Recently' without a usable date. */
export function endedText(endTime: string | null | undefined): string {
  return `Ended ${dayText(endTime) || 'Recently'}`;
}

const participants = (n: number) => count(n, 'participant', 'participants');

/** The game: its name, how many took part and when it ended. */
export function GameSummary({ game, won }: { game: GameNotification['game']; won: boolean }) {
  return (
    <Stack align="center" gap={6} ta="center">
      <ThemeIcon size={56} radius="xl" variant="light" color={won ? 'yellow' : 'violet'} aria-hidden>
        <IconTrophy size={32} />
      </ThemeIcon>
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
        {game.name}
      </Text>
      <Group gap="md" justify="center" c="dimmed">
        <Group gap={4} wrap="nowrap">
          <IconUsers size={16} aria-hidden />
          <Text size="sm">{participants(game.participantCount)}</Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconCalendar size={16} aria-hidden />
          <Text size="sm">{endedText(game.endTime)}</Text>
        </Group>
      </Group>
    </Stack>
  );
}
