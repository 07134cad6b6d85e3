import { createReportSchema } from '@contract/reports';
import { z } from 'zod';

/**
 * A report as the outbox keeps it (report-outbox-kind.ts): what POST /api/reports takes, plus what
 * the outbox list shows ('Post by Grace Hopper'), never sent. Loaded only when the outbox checks an
 * entry: zod stays out of the app's start.
 */
export const reportPayloadSchema = createReportSchema.extend({ description: z.string() });
export type ReportPayload = z.output<typeof reportPayloadSchema>;
