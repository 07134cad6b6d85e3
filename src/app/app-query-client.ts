import { createQueryClient } from './query-client';

/** The app's one query client: start-up.ts fills it before React renders, main.tsx hands it to <App>. */
export const appQueryClient = createQueryClient();
