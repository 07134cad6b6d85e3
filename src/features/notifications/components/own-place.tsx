import type { GameResult } from '@contract/results';
import { Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { ordinal } from '@contract/plural';
import { MedalBadges } from '@/components/medal-badge';
import { points } from './points';

/** The person's own place, points and medals (docs/product.md "Game-results celebration dialog"). */
export function OwnPlace({ result }: { result: GameResult }) {
  const labelId = useId();
  return (
    <Paper component="section" aria-labelledby={labelId} withBorder radius="md" p="md">
      <Stack align="center" gap={4}>
        <Text id={labelId} size="sm" c="dimmed">
          Your place
        </Text>
        <Text fz={32} fw={800} lh={1.2}>
          {ordinal(result.position)}
        </Text>
        <Text fw={500}>{points(result.score)}</Text>
        <MedalBadges result={result} />
      </Stack>
    </Paper>
  );
}
