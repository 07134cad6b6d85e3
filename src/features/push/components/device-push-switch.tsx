import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Loader, Stack, Switch, Text } from '@mantine/core';
import { errorText } from '@/lib/api-client';
import { PushPermissionError, type PushSupport } from '../push-device';
import { useDevicePush } from '../use-device-push';

export const PUSH_TEXTS = {
  device: 'Push notifications on this device',
  deviceHint: 'Get notified when the app is closed.',
  homeScreenTitle: 'Add this app to your Home Screen to get notifications',
  homeScreen:
    'On iPhone and iPad, notifications work only in the app opened from the Home Screen: tap Share, then Add to Home Screen, and open the app from there.',
  unsupported: "This browser can't show push notifications. Try another browser, or install the app.",
  deniedTitle: 'Notifications are blocked',
  denied: "Allow notifications for this site in your browser's settings, then turn this on again.",
  dismissed: 'Notifications were not allowed. Turn this on again to be asked once more.',
  failed: 'Could not turn on notifications',
} as const;

/** The switch for this device, or why there is none (texts beyond docs/product.md, decision 0027). */
export function DevicePushSwitch({ support, publicKey }: { support: PushSupport; publicKey: string }) {
  const { subscribed, permission, turnOn, turnOff } = useDevicePush(support);

  if (support === 'needs-home-screen') {
    return (
      <Alert color="blue" title={PUSH_TEXTS.homeScreenTitle}>
        {PUSH_TEXTS.homeScreen}
      </Alert>
    );
  }
  if (support === 'unsupported') return <Alert color="gray">{PUSH_TEXTS.unsupported}</Alert>;
  if (subscribed === null) return <Loader size="sm" role="status" aria-label="Checking this device" />;

  const busy = turnOn.isPending || turnOff.isPending;
  const blocked = permission === 'denied';
  const refusal = turnOn.error instanceof PushPermissionError ? turnOn.error : null;
  return (
    <Stack gap="xs">
      <Switch
        size="md"
        label={PUSH_TEXTS.device}
        description={PUSH_TEXTS.deviceHint}
        checked={subscribed}
        disabled={busy || (blocked && !subscribed)}
        thumbIcon={busy ? <Loader size={10} /> : undefined}
        onChange={(event) => {
          if (event.currentTarget.checked) turnOn.mutate(publicKey);
          else turnOff.mutate();
        }}
      />
      {blocked ? (
        <Alert color="orange" title={PUSH_TEXTS.deniedTitle}>
          {PUSH_TEXTS.denied}
        </Alert>
      ) : refusal ? (
        <Text size="sm" c="dimmed" role="status">
          {PUSH_TEXTS.dismissed}
        </Text>
      ) : turnOn.error ? (
        <Alert color="red" title={PUSH_TEXTS.failed} role="alert">
          {errorText(turnOn.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
