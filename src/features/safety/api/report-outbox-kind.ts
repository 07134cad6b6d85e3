import type { ReportCreated } from '@contract/reports';
import { api } from '@/lib/api-client';
import { defineOutboxKind } from '@/offline/outbox/outbox-kind';
import type { ReportPayload } from './report-payload';
import { myReportsQueryKey } from './report-keys';

/**
 * POST /api/reports through the outbox (decisions 0005 and 0021), with the entry's id as its
 * Idempotency-Key: a report written offline goes when the connection returns, exactly once (the
 * server also answers a second report of the same target with the first). Loaded at start-up, so
 * no UI and no zod in here.
 */
export const reportOutboxKind = defineOutboxKind<ReportPayload>({
  kind: 'report',
  payload: () => import('./report-payload').then((m) => m.reportPayloadSchema),
  send: ({ targetType, targetId, reason, note }, { headers }) =>
    api.post<ReportCreated>('/api/reports', { targetType, targetId, reason, note }, { headers }),
  // My reports; a third report hides the content (posts, activity, messages) and moves the game's
  // badge (['games']).
  refreshes: [myReportsQueryKey, ['posts'], ['activity'], ['messages'], ['games']],
  title: (report) => `Report: ${report.description}`,
  text: (report) => report.note ?? null,
});
