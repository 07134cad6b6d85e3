import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { GameStatus } from '@contract/games';

const LOOK: Record<GameStatus, { color: string; label: string }> = {
  active: { color: 'violet', label: 'Active' },
  upcoming: { color: 'pink', label: 'Upcoming' },
  completed: { color: 'gray', label: 'Completed' },
};

/**
 * docs/product.md §2 game card: active purple, upcoming pink, completed grey. It never shrinks: in a row at
 * 390 px a squeezed badge read 'ACTI…'; the text beside it gives way instead.
 */
export function GameStatusBadge({ status }: { status: GameStatus }) {
  const { color, label } = LOOK[status];
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}
