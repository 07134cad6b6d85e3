import { z } from 'zod';
import { requiredText } from './fields';
import { userSchema } from './user';

/** docs/product.md §9: the palette of ten, in this order; a new group's default is the first one no group uses. */
export const GROUP_COLORS = ['red', 'orange', 'yellow', 'green', 'cyan', 'blue', 'indigo', 'violet', 'pink', 'amber'] as const;
export const groupColorSchema = z.enum(GROUP_COLORS, { error: `Colour must be one of: ${GROUP_COLORS.join(', ')}` });
export type GroupColor = z.infer<typeof groupColorSchema>;

export const GROUP_NAME_MAX = 40;

/** POST /api/games/{id}/groups and the Create New Group form (docs/product.md §5, docs/architecture.md §6: 1–40 after trimming). */
export const createGroupSchema = z.object({
  name: requiredText('Group name', GROUP_NAME_MAX),
  color: groupColorSchema,
});
export type CreateGroupInput = z.input<typeof createGroupSchema>;

/** POST /api/games/{id}/groups/{groupId}/members: one call per person (docs/product.md §7). */
export const addGroupMemberSchema = z.object({ memberId: z.uuid({ error: 'memberId must be a user id' }) });
export type AddGroupMemberInput = z.input<typeof addGroupMemberSchema>;

/** docs/product.md §5. */
export const ADD_MEMBERS_REQUIRED = 'Please select a group and at least one user';
/** The Add Member to Group form: a group and at least one person, each then sent as addGroupMemberSchema's body. */
export const addGroupMembersSchema = z.object({
  groupId: z.uuid({ error: ADD_MEMBERS_REQUIRED }),
  userIds: z.array(addGroupMemberSchema.shape.memberId).min(1, ADD_MEMBERS_REQUIRED),
});
export type AddGroupMembersInput = z.input<typeof addGroupMembersSchema>;

/** docs/product.md §3 "Group": members each with id (the membership), userId and user. */
export const groupMemberSchema = z.object({ id: z.uuid(), userId: z.uuid(), user: userSchema });
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** GET /api/games/{id}/groups (oldest group first, members in the order they were added) and POST's answer. */
export const groupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  color: groupColorSchema,
  members: z.array(groupMemberSchema),
});
export type Group = z.infer<typeof groupSchema>;

/**
 * GET /api/games/{id}/groups/leaderboard (docs/product.md §3 "Group leaderboard entry"), best first: the sum
 * of the members' current scores (docs/architecture.md §6); `rank` is 1 + the number of groups with a strictly
 * higher total (ties share).
 */
export const groupLeaderboardEntrySchema = z.object({
  group: z.object({ id: z.uuid(), name: z.string(), color: groupColorSchema, memberCount: z.number().int() }),
  totalScore: z.number().int(),
  rank: z.number().int(),
});
export type GroupLeaderboardEntry = z.infer<typeof groupLeaderboardEntrySchema>;

/** The first palette colour no group of the game uses yet; the first one when all ten are taken. */
export function defaultGroupColor(used: readonly string[]): GroupColor {
  return GROUP_COLORS.find((color) => !used.includes(color)) ?? GROUP_COLORS[0];
}
