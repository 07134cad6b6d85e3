import type { ModerationReport } from '@contract/reports';

/**
 * The open reports of one post, comment, message or person: what a moderator decides on. The
 * server answers one entry per report (contract/reports.ts); a moderator decides per target
 * (hide resolves every open report of it, dismiss only one: docs/decisions/0041-reports-and-moderation.md),
 * so the queues show one card per target (decision 0045).
 */
export interface ReportGroup {
  /** `${targetType}:${targetId}`. */
  key: string;
  /** The oldest report of the target in the answer: its author, kind, content, time. */
  first: ModerationReport;
  /** Every open report of the target in the answer, in the server's order (oldest first). */
  reports: ModerationReport[];
  /** Different people with open reports on it (the server's count, never fewer than the entries). */
  reporterCount: number;
  hidden: boolean;
}

/** Groups a queue's entries by (targetType, targetId), keeping the order of each target's first entry. */
export function groupReports(reports: readonly ModerationReport[]): ReportGroup[] {
  const groups = new Map<string, ReportGroup>();
  for (const report of reports) {
    const key = `${report.targetType}:${report.targetId}`;
    const group = groups.get(key);
    if (group) {
      group.reports.push(report);
      group.reporterCount = Math.max(group.reporterCount, report.reporterCount, group.reports.length);
      group.hidden ||= report.hidden;
    } else {
      groups.set(key, { key, first: report, reports: [report], reporterCount: report.reporterCount, hidden: report.hidden });
    }
  }
  return [...groups.values()];
}
