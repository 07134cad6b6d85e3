import { api } from '@/lib/api-client';
import { useBlockChange } from './block-person';

/** DELETE /api/users/{id}/block → 204. */
export function unblockPerson(personId: string): Promise<unknown> {
  return api.delete(`/api/users/${encodeURIComponent(personId)}/block`);
}

/** Unblock a person: needs a connection, like blocking. */
export function useUnblockPerson() {
  return useBlockChange({ send: unblockPerson, blocked: false, success: (name) => `${name} is unblocked`, failure: 'Failed to unblock' });
}
