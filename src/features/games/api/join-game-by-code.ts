import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, errorText } from '@/lib/api-client';

export interface JoinByCodeResponse {
  requiresApproval: boolean;
  game?: { id: string };
}

/** POST /api/games/join/{code}: joins, or sends a join request when the game requires approval. */
export function joinGameByCode(code: string): Promise<JoinByCodeResponse> {
  return api.post<JoinByCodeResponse>(`/api/games/join/${encodeURIComponent(code)}`);
}

/** SPEC §4 join flow by code, with the toasts of SPEC §8; `gameId` is the game shown on the page. */
export function useJoinGameByCode({ gameId }: { gameId: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: joinGameByCode,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: ['games'] });
      if (answer.requiresApproval) {
        notifications.show({ message: 'Join request sent! Waiting for approval from the game creator.' });
        navigate('/');
        return;
      }
      notifications.show({ color: 'green', message: 'Successfully joined the game!' });
      navigate(`/games/${answer.game?.id ?? gameId}`);
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Error', message: errorText(error, 'Failed to join game') });
      navigate('/');
    },
  });
}
