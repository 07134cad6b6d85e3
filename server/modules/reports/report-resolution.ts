import { sql, type SQL } from 'drizzle-orm';
import { REPORTS_TO_HIDE, type ReportStatus, type ReportTargetType, type ResolvedReport } from '@contract/reports';
import type { Database } from '../../db/client';
import { HttpError } from '../../http-error';
import type { EventNote } from '../events/event-notes';
import { hideContent, restoreContent, type ContentTarget } from '../moderation/hidden-content';
import { publishNotes } from '../moderation/publish';
import { suspendUser } from '../moderation/suspension';
import { lockGameRow, openReporters, targetCondition } from './reports.service';

export const REPORT_NOT_FOUND = 'Report not found';
export const PEOPLE_ARE_NOT_HIDDEN = "A person can't be hidden: dismiss the report or suspend them";
export const NOT_YOURSELF = "You can't suspend yourself";

export type ResolveAction = 'hide' | 'dismiss' | 'suspend';

interface OpenReport {
  id: string;
  targetType: ReportTargetType;
  targetId: string;
  targetUserId: string;
  gameId: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** An open report (of `gameId` when given), locked; its game's row locked before it. */
async function lockOpenReport(tx: Database, reportId: string, gameId: string | null): Promise<OpenReport> {
  const scope = gameId === null ? sql`true` : sql`r.game_id = ${gameId}`;
  const [seen] = rowsOf<{ game_id: string | null }>(
    await tx.execute(sql`select r.game_id from reports r where r.id = ${reportId} and ${scope} and r.status = 'open'`),
  );
  if (!seen) throw new HttpError(404, REPORT_NOT_FOUND);
  if (seen.game_id) await lockGameRow(tx, seen.game_id);
  const [row] = rowsOf<{ id: string; target_type: ReportTargetType; target_id: string; target_user_id: string; game_id: string | null }>(
    await tx.execute(sql`
      select r.id, r.target_type, coalesce(r.post_id, r.comment_id, r.message_id, r.target_user_id) as target_id,
             r.target_user_id, r.game_id
      from reports r where r.id = ${reportId} and ${scope} and r.status = 'open' for update`),
  );
  // Resolved by someone else while we waited for the game's row.
  if (!row) throw new HttpError(404, REPORT_NOT_FOUND);
  return { id: row.id, targetType: row.target_type, targetId: row.target_id, targetUserId: row.target_user_id, gameId: row.game_id };
}

/**
 * Closes reports (`which`: this one, every open one of its target, or every open one on its
 * author or reported person) and takes them off their games' badges.
 */
function close(tx: Database, report: OpenReport, which: 'this' | 'target' | 'person', status: Exclude<ReportStatus, 'open'>, by: string) {
  const where =
    which === 'this'
      ? sql`r.id = ${report.id}`
      : which === 'person'
        ? sql`r.target_user_id = ${report.targetUserId}`
        : targetCondition({ type: report.targetType, id: report.targetId });
  return closeWhere(tx, where, status, by);
}

/**
 * A suspension made without a report (`npm run admin -- suspend`, by nobody in the app): every open
 * report on the person or what they wrote becomes 'removed', as when an operator suspends from a
 * report, so no queue offers to suspend someone already suspended.
 */
export function closeReportsOnPerson(tx: Database, userId: string) {
  return closeWhere(tx, sql`r.target_user_id = ${userId}`, 'removed', null);
}

async function closeWhere(tx: Database, where: SQL, status: Exclude<ReportStatus, 'open'>, by: string | null) {
  const closed = rowsOf<{ game_id: string | null }>(
    await tx.execute(sql`
      update reports r set status = ${status}, resolved_at = now(), resolved_by = ${by}
      where ${where} and r.status = 'open' returning r.game_id`),
  );
  const perGame = new Map<string, number>();
  for (const { game_id } of closed) if (game_id) perGame.set(game_id, (perGame.get(game_id) ?? 0) + 1);
  // Games in id order, so two resolutions touching the same games lock them in the same order.
  for (const [gameId, count] of [...perGame].sort(([a], [b]) => (a < b ? -1 : 1))) {
    await tx.execute(sql`update games set open_report_count = open_report_count - ${count} where id = ${gameId}`);
  }
}

/**
 * Resolves one open report (decision 0040, 0041):
 * - hide: the content is hidden by 'moderators' and every open report of it becomes 'removed';
 * - dismiss: this report becomes 'dismissed', and content hidden by 'reports' is shown again when
 *   fewer than REPORTS_TO_HIDE different people still have open reports on it;
 * - suspend (operators): the author or reported person is suspended (everything they wrote that is
 *   shown is hidden) and every open report on them or what they wrote becomes 'removed': nothing
 *   is left in a queue offering to suspend someone already suspended.
 * `gameId` limits it to one game's reports (its moderators); null: any report (operators).
 */
export async function resolveReport(
  db: Database,
  resolverId: string,
  reportId: string,
  gameId: string | null,
  action: ResolveAction,
): Promise<ResolvedReport> {
  const notes: EventNote[] = [];
  const status = await db.transaction(async (tx) => {
    const report = await lockOpenReport(tx, reportId, gameId);
    const content: ContentTarget | null = report.targetType === 'user' ? null : { type: report.targetType, id: report.targetId };
    if (action === 'hide') {
      if (!content) throw new HttpError(400, PEOPLE_ARE_NOT_HIDDEN);
      notes.push(...(await hideContent(tx, content, 'moderators')));
      await close(tx, report, 'target', 'removed', resolverId);
      return 'removed' as const;
    }
    if (action === 'suspend') {
      if (report.targetUserId === resolverId) throw new HttpError(400, NOT_YOURSELF);
      notes.push(...(await suspendUser(tx, report.targetUserId)));
      await close(tx, report, 'person', 'removed', resolverId);
      return 'removed' as const;
    }
    await close(tx, report, 'this', 'dismissed', resolverId);
    if (content && (await openReporters(tx, { type: report.targetType, id: report.targetId })) < REPORTS_TO_HIDE) {
      notes.push(...(await restoreContent(tx, content, 'reports')));
    }
    return 'dismissed' as const;
  });
  await publishNotes(db, notes);
  return { id: reportId, status };
}
