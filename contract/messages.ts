import { z } from 'zod';

/** SPEC §7: GET /api/messages/unread-count, polled every 30 s for the header badge. */
export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;
