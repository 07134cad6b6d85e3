/**
 * Why someone reports (docs/decisions/0040-trust-and-safety.md), without zod: the Profile's 'My
 * reports' names each report's reason without loading the schemas (decision 0024); reports.ts
 * re-exports them.
 */
export const REPORT_REASONS = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** What the report dialog shows for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  inappropriate: 'Inappropriate',
  other: 'Other',
};
