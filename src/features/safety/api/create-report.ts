import { deliveryToast } from '@/lib/toasts';
import type { Delivery } from '@/offline/outbox/outbox';
import { useOutboxWrite } from '@/offline/outbox/use-outbox-write';
import { reportOutboxKind } from './report-outbox-kind';

export const REPORT_SENT = 'Report sent';
export const REPORT_FAILED = 'Failed to send report';
export const REPORT_QUEUED = "You're offline. Your report will be sent as soon as you're back online.";

/**
 * The report dialog's send, POST /api/reports through the outbox: 'Report sent', or saved on this
 * device when offline; a refusal (own content, too many reports) keeps the dialog open with the
 * server's reason in a toast.
 */
export function useCreateReport(userId: string) {
  return useOutboxWrite(userId, reportOutboxKind, REPORT_FAILED, {
    successMessage: (delivery: Delivery) => deliveryToast(delivery, REPORT_SENT, REPORT_QUEUED),
    errorMessage: (error) => error.message || REPORT_FAILED,
  });
}
