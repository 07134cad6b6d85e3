import '@mantine/core/styles/Skeleton.css';
import { Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { rankedRowsHeight } from './ranked-row';

/**
 * A ranking's loading state, as tall as the rows that will replace it, so their arrival doesn't push
 * what is below (CLS, decision 0055): `rows` skeletons of a ranked row's height.
 */
export function RankedRowsLoading({ rows, label }: { rows: number; label: string }) {
  return (
    <Stack gap={4}>
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      {Array.from({ length: Math.max(1, rows) }, (_, i) => (
        <Skeleton key={i} height={rankedRowsHeight(1)} radius="md" aria-hidden />
      ))}
    </Stack>
  );
}
