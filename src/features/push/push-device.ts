import type { PushSubscriptionInput } from '@contract/push';

/**
 * What this browser can do with Web Push (decision 0027):
 * - 'supported': a service worker, the Push API and notifications;
 * - 'needs-home-screen': iPhone and iPad give web pages push only when opened from the Home Screen
 *   (iOS 16.4+); in a Safari tab there is no PushManager;
 * - 'unsupported': anything else without them.
 */
export type PushSupport = 'supported' | 'needs-home-screen' | 'unsupported';

const isIos = () =>
  /iPhone|iPad|iPod/i.test(navigator.userAgent) || (/Macintosh/i.test(navigator.userAgent) && (navigator.maxTouchPoints ?? 0) > 1);
const isStandalone = () =>
  (navigator as Navigator & { standalone?: boolean }).standalone === true ||
  window.matchMedia?.('(display-mode: standalone)').matches === true;

export function pushSupport(): PushSupport {
  const apis = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (isIos() && (!apis || !isStandalone())) return 'needs-home-screen';
  return apis ? 'supported' : 'unsupported';
}

/** The browser's answer so far: 'default' (never asked, or the question dismissed), 'granted', 'denied'. */
export function notificationPermission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied';
}

/** The worker's registration, without waiting for one that may never come (development, no worker). */
async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration();
}

/** This device's subscription, if it has one. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

export class PushPermissionError extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(permission === 'denied' ? 'Notifications are blocked' : 'Notifications were not allowed');
  }
}

/**
 * Turns push on for this device: asks the browser's permission (only here, when the person turned
 * the switch on; never on a visit), then subscribes with the server's key. A subscription made
 * with another key (the server's keys changed) is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushPermissionError(permission);
  const worker = await registration();
  if (!worker) throw new Error("The app's service worker is not running; reload the app and try again");
  const key = keyBytes(publicKey);
  const existing = await worker.pushManager.getSubscription();
  const existingKey = existing?.options.applicationServerKey;
  if (existing && existingKey && !sameBytes(new Uint8Array(existingKey), key)) await existing.unsubscribe();
  const subscription = await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return subscription.toJSON() as PushSubscriptionInput;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}

/** Turns push off for this device; answers the endpoint it had (null if none). */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
