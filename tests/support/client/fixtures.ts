import type { InvitationsResponse } from '@contract/invitations';
import type { User } from '@contract/user';

export const testUser: User = {
  id: '5b0c3f5e-8f0e-4d7a-9a39-1f2b3c4d5e6f',
  username: 'ada',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  profileImageUrl: null,
  bio: 'Counting engines.',
};

/** Someone else in a component test: username and e-mail from the first name, no photo, no bio. */
export const testPerson = (id: string, firstName: string, lastName: string): User => ({
  id,
  username: firstName.toLowerCase(),
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}@example.com`,
  profileImageUrl: null,
  bio: null,
});

/** `n` received invitations and `m` join requests, for badge counts. */
export function invitationLists(n: number, m = 0): InvitationsResponse {
  const game = {
    id: '0f1e2d3c-4b5a-4697-8877-665544332211',
    name: 'Cold Showers',
    description: null,
    isPublic: true,
    status: 'upcoming' as const,
    startTime: '2030-01-01T00:00:00.000Z',
    endTime: '2030-01-31T00:00:00.000Z',
  };
  const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  return {
    invitations: Array.from({ length: n }, (_, i) => ({
      id: id(i),
      game,
      invitedBy: testUser,
      createdAt: '2030-01-01T00:00:00.000Z',
    })),
    pendingRequests: Array.from({ length: m }, (_, i) => ({
      id: id(1000 + i),
      user: { ...testUser, id: id(2000 + i), username: `player${i}` },
      game: { id: game.id, name: game.name },
      createdAt: '2030-01-01T00:00:00.000Z',
    })),
  };
}
