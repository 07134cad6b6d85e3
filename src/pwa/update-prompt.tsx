import '@mantine/core/styles/VisuallyHidden.css';
import { Button, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useUpdateState } from './update-state';
import classes from './floating-card.module.css';

export const UPDATE_AVAILABLE = 'Update available';

/**
 * 'Update available' with Reload (decision 0005): shown when a new version waits, on every screen. It
 * never reloads by itself; the person chooses the moment (after finishing a post, say).
 */
export function UpdatePrompt() {
  const { waiting, apply } = useUpdateState();
  const visible = waiting && apply !== null;
  return (
    <>
      {/* Always mounted, so screen readers hear the text when it appears. */}
      <VisuallyHidden role="status">{visible ? UPDATE_AVAILABLE : ''}</VisuallyHidden>
      {visible && (
        <Paper component="section" aria-label="App update" className={classes.card} shadow="md" withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={600}>{UPDATE_AVAILABLE}</Text>
            <Button size="compact-md" leftSection={<IconRefresh size={16} aria-hidden />} onClick={apply}>
              Reload
            </Button>
          </Group>
        </Paper>
      )}
    </>
  );
}
