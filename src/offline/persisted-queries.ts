import type { QueryKey } from '@tanstack/react-query';
import { version } from '../../package.json';
import { isOfflineFailure } from './offline-failure';

/** Persisted queries older than this are dropped at start-up (and kept this long in memory). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** A new app version may read answers differently: its first start discards the saved cache. */
export const PERSIST_BUSTER = version;

/**
 * What is worth keeping for offline reading (decision 0005): my games, game detail and everything under
 * it (participants, scores, results, groups), posts pages, activity, my stats and accomplishments,
 * invitations, leaderboards, messages, and who I am. Key prefixes, so screens added later under
 * these keys are kept too. Not game notifications (['notifications']): each one opens the
 * celebration dialog, and a saved list shown at the next start (before its refresh) could still
 * hold one that was read since, opening its dialog a second time (decision 0019). They are asked afresh.
 */
const KEPT_PREFIXES: readonly QueryKey[] = [
  ['auth', 'user'],
  ['user'],
  ['games'],
  ['posts'],
  ['activity'],
  ['invitations'],
  ['leaderboard'],
  ['messages'],
  // The operators' /moderation lists (decision 0045): open offline as last seen.
  ['admin'],
];

/** Typed-in searches: many, short-lived, and useless offline. */
const NEVER_KEPT: readonly QueryKey[] = [
  ['games', 'search'],
  ['users', 'search'],
];

const startsWith = (key: QueryKey, prefix: QueryKey) => prefix.every((part, index) => key[index] === part);

export function isKeptQueryKey(key: QueryKey): boolean {
  return KEPT_PREFIXES.some((prefix) => startsWith(key, prefix)) && !NEVER_KEPT.some((prefix) => startsWith(key, prefix));
}

/**
 * Only answers of kept queries go to IndexedDB: successful ones (TanStack's default rule), and the
 * last answer of one whose refresh then failed for want of a connection (the phone believed it
 * was online: a train's Wi-Fi without internet). Dropping those would lose, at the next start, what
 * was still on screen, the signed-in user first of all. Typed by shape: the persister packages carry
 * their own copy of query-core's types.
 */
export function shouldPersistQuery(query: { queryKey: QueryKey; state: { status: string; data?: unknown; error?: unknown } }): boolean {
  const { status, data, error } = query.state;
  const answered = status === 'success' || (status === 'error' && data !== undefined && isOfflineFailure(error, true));
  return answered && isKeptQueryKey(query.queryKey);
}

/** How a kept query is saved: after a refresh that failed offline, as the answer it still had. */
export function savedQueryState<S extends { status: string }>(state: S): S {
  if (state.status !== 'error') return state;
  return { ...state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null, fetchStatus: 'idle' };
}

/** One IndexedDB entry per person: nothing of one is ever restored for another. */
export function persistedCacheKey(userId: string): string {
  return `queries:${userId}`;
}
