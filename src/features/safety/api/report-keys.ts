/** Query keys of the safety feature's lists, beside no code so the outbox kind can name them at start-up. */

/** Under ['user'] (saved for offline reading, src/offline/persisted-queries.ts). */
export const myReportsQueryKey = ['user', 'reports'] as const;

/** Under ['games', id], so it refreshes with the game (and is saved offline). */
export const gameReportsQueryKey = (gameId: string) => ['games', gameId, 'reports'] as const;

/** The operators' lists (/moderation). */
export const adminReportsQueryKey = ['admin', 'reports'] as const;
export const suspendedUsersQueryKey = ['admin', 'suspended'] as const;
