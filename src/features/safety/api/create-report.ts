import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
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
    onSuccess: (delivery) => {
      if (delivery.status === 'sent') notifications.show({ color: 'green', message: REPORT_SENT });
      else if (delivery.status === 'queued') notifications.show({ color: 'blue', title: 'Saved on this device', message: REPORT_QUEUED });
      // 'signed-out': the login redirect is under way; the report waits for the same person.
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Error', message: error.message || REPORT_FAILED });
    },
  });
}
