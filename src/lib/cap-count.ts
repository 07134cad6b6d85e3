/** A badge count: '99+' style above `max` (SPEC §9: unread messages 99, invitations 9). */
export function capCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
