import { deletePushSubscription } from '@/api/push-subscription';

/**
 * Logout on a shared phone (docs/architecture.md §5): the device gets nobody's pushes afterwards. The server
 * forgets this device's subscription while the session still exists, and the browser drops it, so
 * the next person here only gets pushes after turning them on themself. Never stops the logout.
 */
export async function endPushOnThisDevice(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint).catch(() => undefined);
  await subscription.unsubscribe().catch(() => undefined);
}
