import { useMutation } from '@tanstack/react-query';
import { deliveryToast } from '@/lib/toasts';
import { appOutbox } from '@/offline/outbox/app-outbox';
import type { Delivery } from '@/offline/outbox/outbox';
import { reportOutboxKind } from './report-outbox-kind';
import type { ReportPayload } from './report-payload';

export const REPORT_SENT = 'Report sent';
export const REPORT_FAILED = 'Failed to send report';
export const REPORT_QUEUED = "You're offline. Your report will be sent as soon as you're back online.";

/** POST /api/reports through the outbox: sent at once online, kept and sent later offline. */
export async function createReport(userId: string, payload: ReportPayload): Promise<Delivery> {
  const [delivery] = await appOutbox.deliver(userId, [{ write: reportOutboxKind.write(payload) }]);
  return delivery ?? { status: 'refused', message: null };
}

/**
 * The report dialog's send: 'Report sent', or saved on this device when offline; a refusal (own
 * content, too many reports) keeps the dialog open with the server's reason in a toast.
 */
export function useCreateReport(userId: string) {
  return useMutation({
    // The outbox keeps this write; the query cache must not pause it while offline.
    networkMode: 'always',
    mutationFn: async (payload: ReportPayload) => {
      const delivery = await createReport(userId, payload);
      if (delivery.status === 'refused') throw new Error(delivery.message ?? REPORT_FAILED);
      return delivery;
    },
    meta: {
      successMessage: (delivery: Delivery) => deliveryToast(delivery, REPORT_SENT, REPORT_QUEUED),
      errorMessage: (error) => error.message || REPORT_FAILED,
    },
  });
}
