import { and, eq } from 'drizzle-orm';
import type { PushPreferences, PushSubscriptionInput } from '../../../contract/push';
import type { Database } from '../../db/client';
import { pushPreferences, pushSubscriptions } from '../../db/schema/push';

/** My choices per kind, all four at once (the profile's switches send the whole set). */
export async function savePushPreferences(db: Database, userId: string, preferences: PushPreferences): Promise<PushPreferences> {
  await db
    .insert(pushPreferences)
    .values({ userId, ...preferences })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: preferences });
  return preferences;
}

/**
 * This device's subscription, for me. The endpoint is the device: when someone else signs in on
 * it and subscribes, it becomes theirs (the previous person must not get pushes on a phone that
 * is no longer theirs); the browser's new keys replace the old.
 */
export async function saveSubscription(db: Database, userId: string, { endpoint, keys }: PushSubscriptionInput): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, p256dh: keys.p256dh, auth: keys.auth } });
}

/** Only my own: an endpoint of someone else's device is left alone (and the answer says nothing of it). */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
