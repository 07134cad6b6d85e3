import { eq, sql } from 'drizzle-orm';
import { REPORTS_TO_HIDE, type createReportSchema } from '@contract/reports';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { games } from '../../db/schema/games';
import { HttpError } from '../../http-error';
import type { EventNote } from '../events/event-notes';
import { hideContent, type ContentTarget } from '../moderation/hidden-content';
import { publishNotes } from '../moderation/publish';
import { isForeignKeyViolation } from '../posts/post-access';
import { findReportTarget, NOT_FOUND, type ReportTarget } from './report-target';

type ReportInput = z.output<typeof createReportSchema>;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The SQL that names a target's reports: the foreign key of its type (the person for 'user'). */
export function targetCondition(target: Pick<ReportTarget, 'type' | 'id'>) {
  switch (target.type) {
    case 'post':
      return sql`r.post_id = ${target.id}`;
    case 'comment':
      return sql`r.comment_id = ${target.id}`;
    case 'message':
      return sql`r.message_id = ${target.id}`;
    case 'user':
      return sql`r.target_type = 'user' and r.target_user_id = ${target.id}`;
  }
}

/** Different people with open reports on the target (the caller holds its game's row). */
export async function openReporters(tx: Database, target: Pick<ReportTarget, 'type' | 'id'>): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(distinct r.reporter_id)::int as n from reports r where ${targetCondition(target)} and r.status = 'open'`),
  );
  return Number(row?.n ?? 0);
}

/** Holds a game's row (FOR NO KEY UPDATE) for the report writes of its content: they run one at a time. */
export async function lockGameRow(tx: Database, gameId: string): Promise<void> {
  await tx.select({ id: games.id }).from(games).where(eq(games.id, gameId)).for('no key update');
}

/**
 * POST /api/reports (docs/decisions/0040-trust-and-safety.md, decision 0041): one report per person and target, the unique index
 * deciding (INSERT … ON CONFLICT DO NOTHING: two at once make one, the other gets it back).
 * A new report of a post or comment counts in its game's open_report_count in the same
 * transaction, and the REPORTS_TO_HIDE-th different person with an open report hides it at once
 * (hidden_by 'reports'). The game's row is locked first, so the reports of one game's content,
 * their count and the hiding happen one at a time, in the lock order of every post write.
 */
export async function createReport(db: Database, reporterId: string, input: ReportInput): Promise<{ id: string; created: boolean }> {
  const target = await findReportTarget(db, reporterId, input.targetType, input.targetId);
  const notes: EventNote[] = [];
  try {
    const result = await db.transaction(async (tx) => {
      if (target.gameId) await lockGameRow(tx, target.gameId);
      const [inserted] = rowsOf<{ id: string }>(
        await tx.execute(sql`
          insert into reports (reporter_id, target_type, post_id, comment_id, message_id, target_user_id, game_id, reason, note)
          values (${reporterId}, ${target.type},
            ${target.type === 'post' ? target.id : null}, ${target.type === 'comment' ? target.id : null},
            ${target.type === 'message' ? target.id : null}, ${target.authorId}, ${target.gameId}, ${input.reason}, ${input.note ?? null})
          on conflict (reporter_id, target_type, coalesce(post_id, comment_id, message_id, target_user_id)) do nothing
          returning id`),
      );
      if (!inserted) {
        const [existing] = rowsOf<{ id: string }>(
          await tx.execute(sql`select r.id from reports r where r.reporter_id = ${reporterId} and ${targetCondition(target)} limit 1`),
        );
        return { id: existing!.id, created: false };
      }
      if (target.gameId) {
        await tx
          .update(games)
          .set({ openReportCount: sql`${games.openReportCount} + 1` })
          .where(eq(games.id, target.gameId));
        if ((await openReporters(tx, target)) >= REPORTS_TO_HIDE) {
          notes.push(...(await hideContent(tx, target as ContentTarget, 'reports')));
        }
      }
      return { id: inserted.id, created: true };
    });
    await publishNotes(db, notes);
    return result;
  } catch (error) {
    // The target was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw new HttpError(404, NOT_FOUND[target.type]);
    throw error;
  }
}
