import type { PushSubscriptionInput } from '@contract/push';
import { apiRequest } from '@/lib/api-client';

/**
 * Shared (decision 0010): the Notifications section turns push on and off with these, and logout
 * ends it on the device (src/offline/end-push-on-device.ts).
 */

/** PUT /api/push/subscription: this device's PushSubscription.toJSON(), for the signed-in person. 204. */
export function savePushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  return apiRequest<void>('/api/push/subscription', { method: 'PUT', body: subscription });
}

/** DELETE /api/push/subscription { endpoint }: this device gets no more pushes. 204. */
export function deletePushSubscription(endpoint: string): Promise<void> {
  return apiRequest<void>('/api/push/subscription', { method: 'DELETE', body: { endpoint } });
}
