import type { UserStats } from '@contract/user';
import { Group, Stack, Text } from '@mantine/core';
import { IconHeart, IconMedal } from '@tabler/icons-react';

const KINDS = [
  { key: 'goldMedals', label: 'Gold', color: 'var(--mantine-color-yellow-6)' },
  { key: 'silverMedals', label: 'Silver', color: 'var(--mantine-color-gray-5)' },
  { key: 'bronzeMedals', label: 'Bronze', color: 'var(--mantine-color-orange-7)' },
  { key: 'popularVoteMedals', label: 'Popular vote', color: 'var(--mantine-color-pink-6)' },
] as const satisfies readonly { key: keyof UserStats; label: string; color: string }[];

/**
 * The Medals card's breakdown (docs/product.md §2 "Your Stats", §9 medals): one labelled count per kind,
 * one to a line (four side by side don't fit half a 390 px screen). The name says the kind, the
 * icon's colour only repeats it.
 */
export function MedalBreakdown({ stats }: { stats: UserStats }) {
  return (
    <Stack component="ul" aria-label="Medals by kind" gap={2} p={0} m={0} mt={6} style={{ listStyle: 'none' }}>
      {KINDS.map(({ key, label, color }) => {
        const Icon = key === 'popularVoteMedals' ? IconHeart : IconMedal;
        return (
          <Group component="li" key={key} gap={4} wrap="nowrap">
            <Icon size={14} color={color} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="xs" flex={1}>
              {label}
            </Text>
            <Text size="xs" fw={700}>
              {stats[key]}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
