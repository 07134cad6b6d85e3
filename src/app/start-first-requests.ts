// Imported first by main.tsx: the requests leave while the rest of the entry chunk (React, Mantine,
// the app) is still being evaluated, not after it has rendered. See start-up.ts.
import { appQueryClient } from './app-query-client';
import { startFirstRequests } from './start-up';

startFirstRequests(appQueryClient);
