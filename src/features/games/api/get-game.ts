import type { Game, GameAccessDenied } from '@contract/games';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

export const gameQueryKey = (id: string) => ['games', id] as const;

/** GET /api/games/{id}: participants only (403 otherwise), 404 for a missing game. */
export function getGame(id: string, { signal }: { signal?: AbortSignal } = {}): Promise<Game> {
  return api.get<Game>(`/api/games/${encodeURIComponent(id)}`, { signal });
}

export const gameQueryOptions = (id: string) =>
  queryOptions({ queryKey: gameQueryKey(id), queryFn: ({ signal }) => getGame(id, { signal }) });

export function useGame(id: string) {
  return useQuery(gameQueryOptions(id));
}

/**
 * Whether the game a 403 of GET /api/games/{id} refused is public (its contract says so):
 * then Join Game can work from its page, while a private game needs an invitation. undefined when
 * the failure was something else or the answer didn't say.
 */
export function refusedGameIsPublic(error: unknown): boolean | undefined {
  if (!(error instanceof ApiError) || error.status !== 403) return undefined;
  const body = error.body as Partial<GameAccessDenied> | null | undefined;
  return typeof body?.isPublic === 'boolean' ? body.isPublic : undefined;
}

/** Whether that 403 also says my join request waits for approval: the page shows 'Requested' (decision 0053). */
export function refusedGameHasRequested(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403) return false;
  return (error.body as Partial<GameAccessDenied> | null | undefined)?.hasRequested === true;
}
