import { Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { appOutbox } from './app-outbox';
import type { OutboxEntry } from './outbox-entry';
import { outboxEntryLabel, outboxEntryStatus } from './outbox-entry-label';
import type { OutboxKind } from './outbox-kind';
import { usePayloadSchemas } from './use-payload-schemas';

/** Every waiting write, oldest first; a refused one offers Retry and Discard (docs/architecture.md §7). */
export function OutboxList({ entries, userId }: { entries: OutboxEntry[]; userId: string }) {
  const kinds = new Set(entries.map((entry) => appOutbox.kindOf(entry)).filter((kind): kind is OutboxKind<unknown> => kind !== undefined));
  const schemas = usePayloadSchemas([...kinds]);
  if (entries.length === 0) {
    return <Text c="dimmed">Everything has been sent.</Text>;
  }
  if (!schemas) return <Loader size="sm" role="status" aria-label="Loading" />;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Waiting to send">
      {entries.map((entry) => {
        const { title, text } = outboxEntryLabel(entry, appOutbox.kindOf(entry), schemas);
        const failed = entry.status === 'failed';
        return (
          <Paper key={entry.id} component="li" withBorder p="sm" radius="md">
            <Stack gap={4}>
              <Text fw={600}>{title}</Text>
              {text ? (
                <Text size="sm" lineClamp={2}>
                  {text}
                </Text>
              ) : null}
              <Text size="sm" c={failed ? 'red' : 'dimmed'}>
                {outboxEntryStatus(entry)}
              </Text>
              {failed ? (
                <Group gap="xs" mt={4}>
                  <Button size="xs" variant="light" onClick={() => void appOutbox.retry(userId, entry.id)}>
                    Retry
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => void appOutbox.discard(userId, entry.id)}>
                    Discard
                  </Button>
                </Group>
              ) : null}
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}
