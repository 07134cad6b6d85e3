import '@mantine/core/styles/Switch.css';
import type { PushPreferences } from '@contract/push';
import { PUSH_KINDS, type PushKind } from '@contract/push-kinds';
import { Stack, Switch, Text } from '@mantine/core';
import { useUpdatePushPreferences } from '../api/update-push-preferences';

export const KIND_LABELS: Record<PushKind, string> = {
  gameResults: 'Game results',
  invitations: 'Invitations',
  joinRequests: 'Join requests',
  messages: 'Messages',
  reminders: 'Reminders before a game ends',
};

/** Per kind (docs/architecture.md §6): what is pushed to every device of mine where push is on. */
export function PushKindSwitches({ preferences }: { preferences: PushPreferences }) {
  const update = useUpdatePushPreferences();
  return (
    <Stack gap="sm" role="group" aria-labelledby="push-kinds-title">
      <div>
        <Text id="push-kinds-title" fw={600}>
          Notify me about
        </Text>
        <Text size="sm" c="dimmed">
          On every device where notifications are on.
        </Text>
      </div>
      {PUSH_KINDS.map((kind) => (
        <Switch
          key={kind}
          label={KIND_LABELS[kind]}
          checked={preferences[kind]}
          onChange={(event) => update.mutate({ ...preferences, [kind]: event.currentTarget.checked })}
        />
      ))}
    </Stack>
  );
}
