import '@mantine/core/styles/Badge.css';
import { Badge, Text } from '@mantine/core';
import { IconAwardFilled, IconTrophyFilled } from '@tabler/icons-react';
import { formatCount } from '@/lib/format/numbers';

/**
 * docs/product.md §2: ranks 1 to 3 get their own icon (a gold trophy, a silver and a bronze rosette) and a
 * 'Top N' badge, which says in words what the colours show. Badge colours as the medal badges'
 * (src/components/medal-badge.tsx): black text on them is at least 5.6:1 in both schemes. The
 * silver icon is a shade darker on white, where gray 4-5 all but disappears.
 */
const PODIUM = {
  1: { icon: IconTrophyFilled, color: 'var(--mantine-color-yellow-5)', badge: 'yellow.5' },
  2: { icon: IconAwardFilled, color: 'light-dark(var(--mantine-color-gray-6), var(--mantine-color-gray-4))', badge: 'gray.4' },
  3: { icon: IconAwardFilled, color: 'var(--mantine-color-orange-7)', badge: 'orange.7' },
} as const;

const podium = (rank: number) => (rank >= 1 && rank <= 3 ? PODIUM[rank as 1 | 2 | 3] : null);

/** The rank column: the podium icon, or '#rank'. A screen reader hears '#1' for the icon too. */
export function RankMarker({ rank }: { rank: number }) {
  const place = podium(rank);
  if (!place) {
    return (
      <Text size="sm" fw={700} miw={32} style={{ flexShrink: 0 }}>
        #{formatCount(rank)}
      </Text>
    );
  }
  const Icon = place.icon;
  return (
    <Text component="span" miw={32} style={{ flexShrink: 0, display: 'inline-flex' }}>
      <Icon size={26} color={place.color} role="img" aria-label={`#${rank}`} />
    </Text>
  );
}

/** 'Top 1', 'Top 2', 'Top 3' beside the name; nothing for the other ranks. */
export function TopBadge({ rank }: { rank: number }) {
  const place = podium(rank);
  if (!place) return null;
  return (
    <Badge color={place.badge} c="black" variant="filled" size="sm" style={{ flexShrink: 0 }}>
      Top {rank}
    </Badge>
  );
}
