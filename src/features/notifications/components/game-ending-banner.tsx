import type { GameNotification } from '@contract/results';
import { Button, CloseButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconShare } from '@tabler/icons-react';
import { timeAhead } from '@/lib/format/dates';
import { useGameNotifications } from '../api/get-game-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import classes from './game-ending-banner.module.css';

const HOUR_MS = 3_600_000;

/** The unread reminder to show: of `gameId` on its page, the first one elsewhere. */
function reminderOf(list: GameNotification[] | undefined, gameId?: string): GameNotification | undefined {
  return list?.find((n) => n.type === 'game_ending' && (gameId === undefined || n.gameId === gameId) && Date.parse(n.game.endTime) > Date.now());
}

/**
 * The reminder a day before a game ends (`game_ending`, docs/decisions/0063-keep-playing.md), on Home
 * and on that game's page: its name, when it ends, 'Share Your Accomplishment' into it, and a close
 * button. Either marks the reminder read, so it shows once. Never the celebration dialog.
 */
export function GameEndingBanner({ gameId, onShare }: { gameId?: string; onShare: (gameId: string) => void }) {
  const notifications = useGameNotifications();
  const markRead = useMarkNotificationRead();
  const reminder = reminderOf(notifications.data, gameId);
  if (!reminder || (markRead.isPending && markRead.variables === reminder.id)) return null;
  const hours = Math.max(1, Math.ceil((Date.parse(reminder.game.endTime) - Date.now()) / HOUR_MS));
  return (
    <Paper className={classes.banner} role="region" aria-label="Game ending soon" withBorder shadow="md" radius="md" p="sm">
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconClock size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" flex={1} style={{ overflowWrap: 'anywhere' }}>
            <b>{reminder.game.name}</b> ends {timeAhead(hours, 'hour')}. Share what you did before it ends.
          </Text>
          <CloseButton aria-label="Dismiss reminder" onClick={() => markRead.mutate(reminder.id)} />
        </Group>
        <Button
          size="sm"
          leftSection={<IconShare size={18} aria-hidden />}
          onClick={() => {
            markRead.mutate(reminder.id);
            onShare(reminder.gameId);
          }}
        >
          Share Your Accomplishment
        </Button>
      </Stack>
    </Paper>
  );
}
