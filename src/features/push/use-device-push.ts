import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { deletePushSubscription, savePushSubscription } from '@/api/push-subscription';
import {
  currentSubscription,
  notificationPermission,
  type PushSupport,
  subscribeDevice,
  unsubscribeDevice,
} from './push-device';

/**
 * Push on this device (decision 0027): whether the browser holds a subscription, and turning it on
 * (permission, subscribe, PUT) or off (unsubscribe, DELETE). A subscription found here is sent to
 * the server again: it may have been moved to someone else who signed in on this device, or lost.
 */
export function useDevicePush(support: PushSupport) {
  const [subscribed, setSubscribed] = useState<boolean | null>(support === 'supported' ? null : false);
  const [permission, setPermission] = useState(() => (support === 'supported' ? notificationPermission() : 'default'));

  useEffect(() => {
    if (support !== 'supported') return;
    let current = true;
    currentSubscription()
      .then((subscription) => {
        if (!current) return;
        setSubscribed(subscription !== null);
        if (subscription && notificationPermission() === 'granted') {
          void savePushSubscription(subscription.toJSON() as Parameters<typeof savePushSubscription>[0]).catch(() => undefined);
        }
      })
      .catch(() => current && setSubscribed(false));
    return () => {
      current = false;
    };
  }, [support]);

  const turnOn = useMutation({
    mutationFn: async (publicKey: string) => {
      const subscription = await subscribeDevice(publicKey);
      try {
        await savePushSubscription(subscription);
      } catch (error) {
        // The server does not know it: the browser must not keep it either (the switch says off).
        await unsubscribeDevice().catch(() => undefined);
        throw error;
      }
    },
    onSuccess: () => setSubscribed(true),
    onSettled: () => setPermission(notificationPermission()),
  });

  const turnOff = useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribeDevice();
      setSubscribed(false);
      // Best effort: a push to an endpoint unsubscribed here is answered 410, which deletes it too.
      if (endpoint) await deletePushSubscription(endpoint).catch(() => undefined);
    },
  });

  return { subscribed, permission, turnOn, turnOff };
}
