import type { InvitationsResponse } from '@contract/invitations';

export type GameStatus = InvitationsResponse['invitations'][number]['game']['status'];

/** docs/architecture.md §6: the status comes from the clock, never from what a form sent. */
export function gameStatus(startTime: Date, endTime: Date, now: Date = new Date()): GameStatus {
  if (now < startTime) return 'upcoming';
  if (now < endTime) return 'active';
  return 'completed';
}
