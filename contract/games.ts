import { z } from 'zod';
import { limitParam, requiredText } from './fields';
import { inDateRange, isoDateTime } from './dates';
import { apiErrorSchema } from './error';
import { CARD_SCORES_MAX } from './sizes';
import { userSchema } from './user';

export const GAME_NAME_MAX = 100;
export const GAME_DESCRIPTION_MAX = 1000;
export const DEFAULT_GAME_DAYS = 30;
export const JOIN_CODE_LENGTH = 6;
/** docs/architecture.md §6: six characters without look-alikes (no 0/O, 1/I). */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const gameStatusSchema = z.enum(['upcoming', 'active', 'completed']);
export type GameStatus = z.infer<typeof gameStatusSchema>;

const isoTime = (required: string) => isoDateTime({ required });

const gameFields = z.object({
  name: requiredText('Name', GAME_NAME_MAX),
  description: z
    .string()
    .trim()
    .max(GAME_DESCRIPTION_MAX, `Description must be at most ${GAME_DESCRIPTION_MAX} characters`)
    .nullish(),
  coverImage: z.string().trim().max(2000, 'Cover image address is too long').nullish(),
  /** Sent by the forms (docs/product.md §4) but ignored: the server derives status from the clock (docs/architecture.md §6). */
  status: gameStatusSchema.optional(),
  startTime: isoTime('Start date is required'),
  endTime: isoTime('End date is required'),
  isPublic: z.boolean({ error: 'isPublic must be true or false' }).default(true),
  requiresApproval: z.boolean({ error: 'requiresApproval must be true or false' }).default(false),
});

/** Judged only once both times are valid and in range: a missing start date is its own message, not this one. */
const endAfterStart = (g: { startTime: string; endTime: string }) =>
  !inDateRange(g.startTime) || !inDateRange(g.endTime) || Date.parse(g.endTime) > Date.parse(g.startTime);
const endAfterStartIssue = { path: ['endTime'], message: 'End date must be after start date' };

/**
 * docs/product.md §5 "Game form": POST /api/games and PUT /api/games/{id}, and the Create New Game and Edit
 * game forms. Times travel as ISO-8601 strings; the forms convert their pickers' values.
 */
export const gameInputSchema = gameFields.refine(endAfterStart, endAfterStartIssue);
export type GameInput = z.input<typeof gameInputSchema>;

/**
 * POST /api/games/{id}/rematch (docs/decisions/0063-keep-playing.md): no body, or an empty one,
 * starts the new game now for the old one's length; or both dates, as the game form sends them.
 */
export const rematchInputSchema = z
  .object({ startTime: isoTime('Start date is required').optional(), endTime: isoTime('End date is required').optional() })
  .superRefine((dates, ctx) => {
    if (dates.startTime === undefined && dates.endTime === undefined) return;
    if (dates.startTime === undefined) ctx.addIssue({ code: 'custom', path: ['startTime'], message: 'Start date is required' });
    else if (dates.endTime === undefined) ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'End date is required' });
    else if (!endAfterStart({ startTime: dates.startTime, endTime: dates.endTime }))
      ctx.addIssue({ code: 'custom', path: ['endTime'], message: 'End date must be after start date' });
  })
  .nullish();
export type RematchInput = z.input<typeof rematchInputSchema>;

/** A participant as game responses list them (docs/product.md §3 "Participant"). */
export const participantSchema = z.object({
  userId: z.uuid(),
  user: userSchema,
  isAdmin: z.boolean(),
});
export type Participant = z.infer<typeof participantSchema>;

export const scoreEntrySchema = z.object({ userId: z.uuid(), score: z.number().int() });
export type ScoreEntry = z.infer<typeof scoreEntrySchema>;

/**
 * The 403 of GET /api/games/{id} for someone outside the game: whether they can join it from
 * there (a public game) or need an invitation from its creator (a private one). Nothing else of
 * the game, never its name or description.
 */
export const gameAccessDeniedSchema = apiErrorSchema.extend({
  isPublic: z.boolean().optional(),
  /** With `isPublic`: I asked to join and wait for approval, so the page says 'Requested' (decision 0053). */
  hasRequested: z.boolean().optional(),
});
export type GameAccessDenied = z.infer<typeof gameAccessDeniedSchema>;

/** docs/product.md §3 "Game" as participants see it. `inviteCode` is only ever sent to participants. */
export const gameSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  coverImage: z.string().nullable(),
  status: gameStatusSchema,
  startTime: z.string(),
  endTime: z.string(),
  isPublic: z.boolean(),
  requiresApproval: z.boolean(),
  creatorId: z.uuid(),
  creator: userSchema,
  inviteCode: z.string().nullable(),
  participants: z.array(participantSchema),
  _count: z.object({ participants: z.number().int(), posts: z.number().int() }),
  /**
   * GET /api/games/{id} only: the open reports of the game's posts and comments for its moderators
   * (creator and admins: the 'Reports' badge, decision 0040), null for other participants. The
   * writes' answers (create, edit, join) and the lists leave it out.
   */
  openReportCount: z.number().int().nullable().optional(),
  /**
   * GET /api/games/{id} only (docs/decisions/0063-keep-playing.md): the game this one is a rematch
   * of ('Rematch of {name}'), and the rematch of this one once someone made it ('Rematch').
   */
  previousGame: z.object({ id: z.uuid(), name: z.string() }).nullable().optional(),
  rematchGameId: z.uuid().nullable().optional(),
});
export type Game = z.infer<typeof gameSchema>;

/**
 * GET /api/games: my games with everything the game card needs in one answer: my score and
 * place and up to 12 scores for the mini chart (mine always among them). `participants` holds only
 * the card's people (those 12 and me; docs/decisions/0007-my-games-sends-the-cards-people.md): the whole list is GET /api/games/{id}
 * or /participants, and `_count.participants` is the total.
 */
export const myGameSchema = gameSchema.extend({
  myScore: z.number().int(),
  myPlace: z.number().int(),
  scores: z.array(scoreEntrySchema).max(CARD_SCORES_MAX),
});
export type MyGame = z.infer<typeof myGameSchema>;

/**
 * Discover and search: public games, no participant list, no invite code. `hasRequested`: my join
 * request waits for approval, so the card shows 'Requested' rather than a second 'Join Game' (decision 0053).
 */
export const publicGameSchema = gameSchema
  .omit({ participants: true, inviteCode: true })
  .extend({ isMember: z.boolean(), hasRequested: z.boolean() });
export type PublicGame = z.infer<typeof publicGameSchema>;

/** GET /api/games/invite/{code}: the public face of a game for the join page (docs/architecture.md §6). */
export const inviteGameSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  status: gameStatusSchema,
  startTime: z.string(),
  endTime: z.string(),
  isPublic: z.boolean(),
  requiresApproval: z.boolean(),
  participantCount: z.number().int(),
  creatorName: z.string(),
  /** Present only when the visitor is signed in. */
  isMember: z.boolean().optional(),
  /** Signed in only, like isMember: my join request waits for approval (decision 0053). */
  hasRequested: z.boolean().optional(),
});
export type InviteGame = z.infer<typeof inviteGameSchema>;

/** docs/product.md §5 "Join code": trimmed, upper-cased, at most 6 characters. */
export const joinCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, 'Enter an invite code')
  .max(JOIN_CODE_LENGTH, `Invite codes have ${JOIN_CODE_LENGTH} characters`);

/** POST /api/games/join/{code} and POST /api/games/{id}/join. */
export const joinResponseSchema = z.object({
  requiresApproval: z.boolean(),
  game: gameSchema.nullable(),
});
export type JoinResponse = z.infer<typeof joinResponseSchema>;

export const setAdminSchema = z.object({ isAdmin: z.boolean({ error: 'isAdmin must be true or false' }) });

/** POST /api/games/{id}/invite: by username, or by email for a user without one (docs/product.md §5). */
export const inviteUserSchema = z
  .object({
    username: z.string().trim().toLowerCase().min(1).max(254).optional(),
    email: z.email('Enter a valid email address').toLowerCase().optional(),
  })
  .refine((v) => v.username || v.email, { message: 'Enter a username or email to invite' });
export type InviteUserInput = z.input<typeof inviteUserSchema>;

/** GET /api/games/{id}/invitations: pending invitations of one game, for its edit screen. */
export const gameInvitationSchema = z.object({
  id: z.uuid(),
  invitedUser: userSchema.nullable(),
  invitedEmail: z.string().nullable(),
  invitedBy: userSchema,
  createdAt: z.string(),
});
export type GameInvitation = z.infer<typeof gameInvitationSchema>;

export const USER_SEARCH_MIN = 2;
export const userSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type at least 2 characters' })
    .trim()
    .min(USER_SEARCH_MIN, `Type at least ${USER_SEARCH_MIN} characters`)
    .max(100, 'Search text is too long'),
  /** The Share dialog's game: each result then says whether that person is in it or invited. */
  gameId: z.uuid('gameId must be a game id').optional(),
});

/**
 * GET /api/users/search: a person, and with `gameId` where they stand in that game (decision 0053):
 * 'participant', 'invited' (a pending invitation) or null. Null for everyone when I am not a
 * participant of the game myself, and absent without `gameId`.
 */
export const userSearchResultSchema = userSchema.extend({
  inGame: z.enum(['participant', 'invited']).nullable().optional(),
});
export type UserSearchResult = z.infer<typeof userSearchResultSchema>;

export const gameSearchQuerySchema = z.object({
  q: z.string({ error: 'Enter a search text' }).trim().min(1, 'Enter a search text').max(100, 'Search text is too long'),
});

/** A write that has nothing else to return (leave, remove, decline, delete): `{ message }` with 200. */
export const actionResultSchema = z.object({ message: z.string() });
export type ActionResult = z.infer<typeof actionResultSchema>;

export const PUBLIC_GAMES_DEFAULT_LIMIT = 50;
export const PUBLIC_GAMES_MAX_LIMIT = 100;
export const GAME_SEARCH_LIMIT = 20;

/**
 * GET /api/games/public: active public games, biggest first, then upcoming ones, soonest first
 * (each list up to `limit`); `status` asks for one of the two lists only. Discover shows the first
 * three of each; the rest feeds its local match.
 */
export const publicGamesQuerySchema = z.object({
  status: z.enum(['active', 'upcoming'], { error: 'status must be active or upcoming' }).optional(),
  limit: limitParam(PUBLIC_GAMES_MAX_LIMIT, PUBLIC_GAMES_DEFAULT_LIMIT),
});
