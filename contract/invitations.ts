import { z } from 'zod';
import { userSchema } from './user';

/** The part of a game an invitation or join request card shows (docs/product.md §2 "Invitations"). */
export const invitationGameSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  status: z.enum(['upcoming', 'active', 'completed']),
  startTime: z.string(),
  endTime: z.string(),
});

/** docs/product.md §3 "Invitation": addressed to the signed-in user. */
export const invitationSchema = z.object({
  id: z.uuid(),
  game: invitationGameSchema,
  invitedBy: userSchema,
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** docs/product.md §3 "Join request": a pending request for a game the signed-in user administers. */
export const joinRequestSchema = z.object({
  id: z.uuid(),
  user: userSchema,
  game: invitationGameSchema.pick({ id: true, name: true }),
  createdAt: z.string(),
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** GET /api/invitations (docs/architecture.md §6): the two lists behind the Invites badge and screen. */
export const invitationsResponseSchema = z.object({
  invitations: z.array(invitationSchema),
  pendingRequests: z.array(joinRequestSchema),
});
export type InvitationsResponse = z.infer<typeof invitationsResponseSchema>;
