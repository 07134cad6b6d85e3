import '@mantine/core/styles/Alert.css';
import { Alert, Button, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePushSettings } from '../api/get-push-settings';
import { pushSupport } from '../push-device';
import { DevicePushSwitch } from './device-push-switch';
import { PushKindSwitches } from './push-kind-switches';

/**
 * Profile → Notifications (decision 0027): push for this device, then what to be
 * notified about. The browser asks for permission only when the person turns the switch on.
 */
export function NotificationSettings() {
  const settings = usePushSettings();
  const [support] = useState(pushSupport);

  return (
    <Paper withBorder p="lg" radius="lg" component="section" aria-labelledby="notifications-title">
      <Stack gap="md">
        <Title id="notifications-title" order={2} size="h4">
          Notifications
        </Title>
        {settings.isPending ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">Loading notification settings...</Text>
          </Group>
        ) : settings.isError ? (
          <Alert color="red" title="Could not load notification settings" role="alert">
            <Button size="xs" variant="light" mt="xs" onClick={() => void settings.refetch()} loading={settings.isFetching}>
              Try again
            </Button>
          </Alert>
        ) : (
          <>
            <DevicePushSwitch support={support} publicKey={settings.data.publicKey} />
            <Divider />
            <PushKindSwitches preferences={settings.data.preferences} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
