import { z } from 'zod';

/** Every non-2xx answer of the API carries one human-readable message (docs/architecture.md §4). */
export const apiErrorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;
