import type { JoinResponse } from '@contract/games';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, serverMessage } from '@/lib/api-client';
import type { Toast } from '@/lib/toasts';
import { invalidateGameLists } from './invalidate-game-lists';
import { markRequested } from './mark-requested';

export const JOIN_REQUEST_SENT = 'Join request sent! Waiting for approval from the game creator.';
export const JOIN_REQUESTED_TOAST: Toast = { color: 'blue', title: 'Request sent', message: JOIN_REQUEST_SENT };

/** POST /api/games/join/{code}: joins, or sends a join request when the game requires approval. */
export function joinGameByCode(code: string): Promise<JoinResponse> {
  return api.post<JoinResponse>(`/api/games/join/${encodeURIComponent(code.trim().toUpperCase())}`);
}

interface JoinByCodeOptions {
  /** The game shown on the join page, in case the answer carries none. */
  gameId?: string;
  /** docs/product.md §8: 'Failed to join game' on the join page; the Join Game dialog has its own text. */
  failureMessage?: string;
  /** Called after any answer, e.g. to close the dialog on success. */
  onJoined?: (answer: JoinResponse) => void;
}

/**
 * docs/product.md §4 join flow by code with the toasts of docs/product.md §8: a join request goes home, a direct join
 * opens the game; a failure shows the server's reason (or `failureMessage`) and goes home.
 */
export function useJoinGameByCode({ gameId, failureMessage = 'Failed to join game', onJoined }: JoinByCodeOptions = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  /** The game a direct join opens; none for a join request (or an answer without a game). */
  const joinedGame = (answer: JoinResponse) => (answer.requiresApproval ? undefined : (answer.game?.id ?? gameId));
  return useMutation({
    mutationFn: joinGameByCode,
    meta: {
      successMessage: (answer: JoinResponse) =>
        joinedGame(answer) ? { title: 'Success', message: 'Successfully joined the game!' } : JOIN_REQUESTED_TOAST,
      errorMessage: (error) => serverMessage(error, failureMessage),
    },
    onSuccess: async (answer) => {
      onJoined?.(answer);
      const joined = joinedGame(answer);
      const requested = answer.game?.id ?? gameId;
      if (joined) navigate(`/games/${joined}`);
      else {
        if (requested) markRequested(queryClient, requested);
        navigate('/');
      }
      await invalidateGameLists(queryClient);
    },
    onError: () => navigate('/'),
  });
}
