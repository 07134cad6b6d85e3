import { and, eq, sql } from 'drizzle-orm';
import type { PushPreferences, PushSubscriptionInput } from '@contract/push';
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

/** A person's devices at most (decision 0035): each push costs one outbound request per device. */
export const MAX_SUBSCRIPTIONS_PER_PERSON = 10;

/**
 * This device's subscription, for me. The endpoint is the device: when someone else signs in on
 * it and subscribes, it becomes theirs (the previous person must not get pushes on a phone that
 * is no longer theirs); the browser's new keys replace the old. Saving counts as the newest (the
 * app saves again when the device's settings open), and beyond MAX_SUBSCRIPTIONS_PER_PERSON the
 * oldest go, in the same transaction. The person's row is locked first (FOR NO KEY UPDATE: other
 * writes that only reference the person are not held up), so two devices subscribing at once on
 * PostgreSQL count one after the other and neither leaves 11.
 */
export async function saveSubscription(db: Database, userId: string, { endpoint, keys }: PushSubscriptionInput): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for no key update`);
    await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: sql`now()` },
      });
    await tx.execute(sql`
      delete from push_subscriptions where id in (
        select id from push_subscriptions where user_id = ${userId}
        order by created_at desc, id desc offset ${MAX_SUBSCRIPTIONS_PER_PERSON})`);
  });
}

/** Only my own: an endpoint of someone else's device is left alone (and the answer says nothing of it). */
export async function deleteSubscription(db: Database, userId: string, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
