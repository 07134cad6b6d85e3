import type { UserStats } from './user';

// Without zod: the Profile lists them without loading the schemas (decision 0024); results.ts
// re-exports them for the server.

/** docs/product.md §9 achievements, derived on the client from the stats (docs/architecture.md §6: the thresholds live here). */
export interface Achievement {
  name: string;
  description: string;
  /** The stats counter the threshold applies to. */
  metric: { [K in keyof UserStats]: UserStats[K] extends number ? K : never }[keyof UserStats];
  threshold: number;
  /** What the counter counts, for the progress text: '7 / 10 accomplishments'. */
  unit: string;
}

export const ACHIEVEMENTS: readonly Achievement[] = [
  {
    name: 'Comfort Zone Crusher',
    description: 'Share 10 accomplishments',
    metric: 'totalAccomplishments',
    threshold: 10,
    unit: 'accomplishments',
  },
  { name: 'Community Champion', description: 'Receive 50 votes', metric: 'totalUpvotes', threshold: 50, unit: 'votes' },
  { name: 'Game Master', description: 'Create 5 games', metric: 'gamesCreated', threshold: 5, unit: 'games created' },
  { name: 'Inspiration', description: 'Collect 100 upvotes in total', metric: 'totalUpvotes', threshold: 100, unit: 'upvotes' },
];
