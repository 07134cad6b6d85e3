import type { GameResult } from '@contract/results';
import { Button, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { ResultRow } from './result-row';

/** docs/product.md §9: the top 3 shown, the rest collapsible. */
export const TOP_WINNERS = 3;

/**
 * 'Top Winners' (best first, as the server ranks them) and the 'See All N Results' / 'Show Less'
 * toggle for the rest. One ordered list that grows, so a screen reader hears one ranking.
 */
export function ResultsList({ results, userId }: { results: GameResult[]; userId: string }) {
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const listId = useId();
  const shown = expanded ? results : results.slice(0, TOP_WINNERS);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} size="h5" id={headingId}>
        Top Winners
      </Title>
      {/* role="list": Safari drops the list role of a list without bullets. */}
      <Stack component="ol" role="list" id={listId} aria-labelledby={headingId} gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {shown.map((result) => (
          <ResultRow key={result.userId} result={result} isMe={result.userId === userId} />
        ))}
      </Stack>
      {results.length > TOP_WINNERS ? (
        <Button variant="subtle" size="sm" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
          {expanded ? 'Show Less' : `See All ${results.length} Results`}
        </Button>
      ) : null}
    </Stack>
  );
}
