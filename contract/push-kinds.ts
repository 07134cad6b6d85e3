/**
 * The kinds of Web Push a person can turn on or off (docs/architecture.md §6), without zod: the Profile's
 * switches list them without loading the schemas (decision 0024); push.ts re-exports them.
 */
export const PUSH_KINDS = ['gameResults', 'invitations', 'joinRequests', 'messages', 'reminders'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
