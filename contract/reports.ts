import { z } from 'zod';
import { REPORT_REASONS } from './report-reasons';
import { userSchema } from './user';

/**
 * Reports (docs/decisions/0040-trust-and-safety.md): anyone who can see a post, comment, message or
 * person may report it; a game's moderators (creator and admins) act on reports of its posts and
 * comments, operators on every report; the reporter learns the outcome and is never named to
 * moderators.
 */
export const REPORT_TARGET_TYPES = ['post', 'comment', 'message', 'user'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export { REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from './report-reasons';

export const REPORT_STATUSES = ['open', 'removed', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_NOTE_MAX = 1000;
/** At most this many reports an hour per person (429 past it). */
export const REPORTS_PER_HOUR = 20;
/** This many different people with open reports on one post or comment hide it until a moderator decides. */
export const REPORTS_TO_HIDE = 3;
export { REMOVED_BY_MODERATORS } from './removed-content';

/** POST /api/reports (with an Idempotency-Key); what the outbox keeps offline. */
export const createReportSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES, { error: 'targetType must be post, comment, message or user' }),
  targetId: z.uuid({ error: 'targetId must be an id' }),
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, `Note must be at most ${REPORT_NOTE_MAX} characters`)
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type CreateReportInput = z.input<typeof createReportSchema>;

/** 201 for a new report, 200 with the same id when this person had already reported the target. */
export const reportCreatedSchema = z.object({ id: z.uuid() });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;

/** GET /api/reports/mine: my reports, newest first, with what became of each. */
export const myReportSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** A short, human description of what was reported ("Post by Maya in Summer Steps"). */
  summary: z.string(),
});
export type MyReport = z.infer<typeof myReportSchema>;
export const myReportsSchema = z.object({ reports: z.array(myReportSchema) });
export type MyReports = z.infer<typeof myReportsSchema>;

/**
 * One open report in a moderation queue: the content, its author, the reason, and how many people
 * reported the same target; never who reported it.
 */
export const moderationReportSchema = z.object({
  id: z.uuid(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.uuid(),
  reason: z.enum(REPORT_REASONS),
  note: z.string().nullable(),
  createdAt: z.string(),
  /** Different people with open reports on this target. */
  reporterCount: z.number().int().positive(),
  /** The reported content's text ('' for a person), its photo, and whether it is hidden now. */
  content: z.string(),
  image: z.string().nullable(),
  hidden: z.boolean(),
  author: userSchema,
  game: z.object({ id: z.uuid(), name: z.string() }).nullable(),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;
export const moderationReportsSchema = z.object({ reports: z.array(moderationReportSchema) });
export type ModerationReports = z.infer<typeof moderationReportsSchema>;

/** POST /api/games/{id}/reports/{reportId}/resolve. */
export const resolveReportSchema = z.object({
  action: z.enum(['hide', 'dismiss'], { error: 'action must be hide or dismiss' }),
});
export type ResolveReportInput = z.input<typeof resolveReportSchema>;

/** POST /api/admin/reports/{id}/resolve: operators may also suspend the author. */
export const adminResolveReportSchema = z.object({
  action: z.enum(['hide', 'dismiss', 'suspend'], { error: 'action must be hide, dismiss or suspend' }),
});
export type AdminResolveReportInput = z.input<typeof adminResolveReportSchema>;

/** What a resolve answers: the report as it now stands. */
export const resolvedReportSchema = z.object({ id: z.uuid(), status: z.enum(REPORT_STATUSES) });
export type ResolvedReport = z.infer<typeof resolvedReportSchema>;

/** At most this many reports in one answer of a queue or of GET /api/reports/mine (oldest first in a queue, newest first in mine). */
export const REPORTS_LIST_MAX = 100;

/** GET /api/admin/suspended: the suspended people, most recently suspended first (the operators' /moderation screen). */
export const suspendedUserSchema = z.object({ user: userSchema, suspendedAt: z.string() });
export type SuspendedUser = z.infer<typeof suspendedUserSchema>;
export const suspendedUsersSchema = z.object({ users: z.array(suspendedUserSchema) });
export type SuspendedUsers = z.infer<typeof suspendedUsersSchema>;
