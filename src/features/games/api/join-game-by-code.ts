import type { JoinResponse } from '@contract/games';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, serverMessage } from '@/lib/api-client';
import { invalidateGameLists } from './invalidate-game-lists';
import { markRequested } from './mark-requested';

export const JOIN_REQUEST_SENT = 'Join request sent! Waiting for approval from the game creator.';

/** POST /api/games/join/{code}: joins, or sends a join request when the game requires approval. */
export function joinGameByCode(code: string): Promise<JoinResponse> {
  return api.post<JoinResponse>(`/api/games/join/${encodeURIComponent(code.trim().toUpperCase())}`);
}

interface JoinByCodeOptions {
  /** The game shown on the join page, in case the answer carries none. */
  gameId?: string;
  /** SPEC §8: 'Failed to join game' on the join page; the Join Game dialog has its own text. */
  failureMessage?: string;
  /** Called after any answer, e.g. to close the dialog on success. */
  onJoined?: (answer: JoinResponse) => void;
}

/**
 * SPEC §4 join flow by code with the toasts of SPEC §8: a join request goes home, a direct join
 * opens the game; a failure shows the server's reason (or `failureMessage`) and goes home.
 */
export function useJoinGameByCode({ gameId, failureMessage = 'Failed to join game', onJoined }: JoinByCodeOptions = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: joinGameByCode,
    onSuccess: async (answer) => {
      onJoined?.(answer);
      const id = answer.game?.id ?? gameId;
      if (answer.requiresApproval || !id) {
        if (id) markRequested(queryClient, id);
        notifications.show({ color: 'blue', title: 'Request sent', message: JOIN_REQUEST_SENT });
        navigate('/');
      } else {
        notifications.show({ color: 'green', title: 'Success', message: 'Successfully joined the game!' });
        navigate(`/games/${id}`);
      }
      await invalidateGameLists(queryClient);
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Error', message: serverMessage(error, failureMessage) });
      navigate('/');
    },
  });
}
