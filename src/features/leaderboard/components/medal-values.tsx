import { MEDAL_POINTS } from '@contract/leaderboard-metrics';
import { Group, Text } from '@mantine/core';
import { MedalBadge } from '@/components/medal-badge';
import { MEDAL_COUNTS } from '@/components/medal-breakdown';
import { figureText, units } from '../metrics';

/** docs/product.md §2 "medal values are shown as points": what each medal adds to the score (MEDAL_POINTS). */
export function MedalValues() {
  return (
    <Group gap="md" style={{ rowGap: 6 }} role="group" aria-label="Points per medal">
      {MEDAL_COUNTS.map(({ kind }) => (
        <Group key={kind} gap={4} wrap="nowrap">
          <MedalBadge kind={kind} />
          <Text size="xs">{figureText(MEDAL_POINTS[kind], units('point'))}</Text>
        </Group>
      ))}
    </Group>
  );
}
