import type { InviteUserInput, UserSearchResult } from '@contract/games';
import type { User } from '@contract/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, serverMessage } from '@/lib/api-client';
import { gameQueryKey } from './get-game';

/** docs/product.md §5: invite by username, or by email when the user has none. */
export function inviteTarget(user: Pick<User, 'username' | 'email'>): InviteUserInput {
  return user.username ? { username: user.username } : { email: user.email ?? undefined };
}

/** POST /api/games/{id}/invite with { username } or { email }. */
export function inviteUser(gameId: string, body: InviteUserInput): Promise<unknown> {
  return api.post(`/api/games/${encodeURIComponent(gameId)}/invite`, body);
}

export function useInviteUser(gameId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: Pick<User, 'id' | 'username' | 'email'>) => inviteUser(gameId, inviteTarget(user)),
    meta: {
      successMessage: { title: 'Success', message: 'User invited successfully!' },
      errorMessage: (error) => serverMessage(error, 'Failed to invite user'),
    },
    onSuccess: async (_answer, user) => {
      // The search results say 'Invited' at once (decision 0053), as the server would if asked again.
      queryClient.setQueriesData<UserSearchResult[]>({ queryKey: ['users', 'search', gameId] }, (list) =>
        list?.map((person) => (person.id === user.id ? { ...person, inGame: 'invited' } : person)),
      );
      // The game's pending invitations (Edit game) live under its key.
      await queryClient.invalidateQueries({ queryKey: gameQueryKey(gameId) });
    },
  });
}
