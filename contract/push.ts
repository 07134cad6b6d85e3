import { z } from 'zod';
import { PUSH_KINDS } from './push-kinds';

/**
 * Web Push (docs/architecture.md §6 "Live updates and push", decision 0028): opt-in from the profile, per kind. A
 * person's choices hold for all their devices; each device (browser) has its own subscription.
 */
export { PUSH_KINDS, type PushKind } from './push-kinds';

/** What a person gets pushed; everything is on until they turn a kind off. */
export const pushPreferencesSchema = z.object({
  gameResults: z.boolean(),
  invitations: z.boolean(),
  joinRequests: z.boolean(),
  messages: z.boolean(),
  /** The reminder a day before a game ends (docs/decisions/0063-keep-playing.md). */
  reminders: z.boolean(),
});
export type PushPreferences = z.infer<typeof pushPreferencesSchema>;

/** GET /api/push: the server's VAPID public key (the browser's applicationServerKey) and my choices. */
export const pushSettingsSchema = z.object({
  publicKey: z.string(),
  preferences: pushPreferencesSchema,
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

const base64url = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^[A-Za-z0-9_-]+=*$/, `${label} must be base64url`)
    .min(min, `${label} is too short`)
    .max(max, `${label} is too long`);

/** A push service's address: always https (the Push API never hands out anything else). */
const endpointSchema = z
  .url({ error: 'endpoint must be a URL' })
  .max(2048, 'endpoint is too long')
  .refine((url) => url.startsWith('https://'), 'endpoint must be an https URL');

/**
 * PUT /api/push/subscription: `PushSubscription.toJSON()` as the browser gives it. The same
 * endpoint sent again (or by another person signing in on that device) moves it to the caller.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({
    // An uncompressed P-256 point (65 bytes) and a 16-byte secret, base64url.
    p256dh: base64url('keys.p256dh', 86, 88),
    auth: base64url('keys.auth', 22, 24),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscription: this device stops getting pushes. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });

/**
 * What a push carries to the service worker (encrypted by the push service's protocol): the
 * notification's texts, the screen a tap opens, a tag so a newer push of one thing replaces the
 * older, and the number the installed app's badge shows.
 */
export const pushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  url: z.string().startsWith('/'),
  tag: z.string(),
  badgeCount: z.number().int().min(0),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
