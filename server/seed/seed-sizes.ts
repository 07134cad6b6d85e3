/** How big a community to seed. Counts are targets: the generator may fall a little short of likes in tiny games. */
export interface SeedSize {
  users: number;
  games: number;
  /** Posts, multi-game shares included (a share into two games is two posts). */
  posts: number;
  likes: number;
  comments: number;
  /** Posts that carry a photo (each stored as its own image row, like an upload). */
  photos: number;
  /**
   * Share of people with an avatar (profileImageUrl); the rest show their initials. The benchmark
   * sizes use none: a seeded avatar is a ~800-character data URL, far
   * heavier than a provider's picture URL, and would measure the seed rather than the product.
   */
  avatarShare: number;
  /** Pending invitations and join requests, and direct messages. */
  invitations: number;
  joinRequests: number;
  messages: number;
  /** PRNG seed: the same seed gives the same community. */
  seed: number;
}

/** `npm run bench` (decision 0006): at least 5,000 users, 500 games, 100k posts, 300k likes, 50k comments. */
const BENCH = {
  users: 5_000, games: 500, posts: 100_000, likes: 300_000, comments: 50_000, photos: 1_000, avatarShare: 0,
  invitations: 1_000, joinRequests: 500, messages: 2_000, seed: 11,
} as const satisfies SeedSize;

export const SEED_SIZES = {
  /** `npm run demo`: a dozen people, eight games, enough posts to scroll. */
  demo: {
    users: 12, games: 8, posts: 160, likes: 520, comments: 170, photos: 36, avatarShare: 1,
    invitations: 4, joinRequests: 3, messages: 16, seed: 4,
  },
  /** The seed test: every kind of row, small enough to recount in a second. */
  test: {
    users: 30, games: 12, posts: 300, likes: 700, comments: 200, photos: 10, avatarShare: 0.5,
    invitations: 10, joinRequests: 6, messages: 12, seed: 7,
  },
  /** `npm run bench -- --quick`: a smoke run of the benchmark in a minute. */
  quick: {
    users: 500, games: 60, posts: 3_000, likes: 9_000, comments: 1_500, photos: 30, avatarShare: 0,
    invitations: 100, joinRequests: 50, messages: 100, seed: 11,
  },
  /** `npm run bench` compares it with `bench`: the same community with a tenth of the posts, likes and comments. */
  bench10k: { ...BENCH, posts: 10_000, likes: 30_000, comments: 5_000, photos: 300 },
  bench: BENCH,
} as const satisfies Record<string, SeedSize>;

export type SeedSizeName = keyof typeof SEED_SIZES;

/** Everyone in a seeded community signs in with this password (built-in accounts). */
export const SEED_PASSWORD = 'demo-password';
