/**
 * The type of every live event of GET /api/events (events.ts), in a module without zod. The app's
 * live connection checks each event's type against this list and takes the rest as the contract
 * types it, as it takes every API answer: validating with the schema loaded zod and built it on
 * every signed-in start, a 49 ms task (~0.2 s on a phone) after Home (decision 0024).
 * live-event-types.test.ts holds this list to the schema's.
 */
export const LIVE_EVENT_TYPES = [
  'ready',
  'message',
  'unread-count',
  'invitation',
  'join-request',
  'game-notification',
  'post',
  'like',
  'replaced',
] as const;
