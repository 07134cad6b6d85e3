/** A badge count: '99+' style above `max` (docs/product.md §9: unread messages 99, invitations 9). */
export function capCount(count: number, max: number): string {
  return count > max ? `${max}+` : String(count);
}
