import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

interface AccomplishmentsPagerProps {
  page: number;
  hasMore: boolean;
  /** While the next page loads, both buttons wait. */
  busy: boolean;
  onPage: (page: number) => void;
}

/** docs/product.md §2: Previous / Next with the page number; Previous off on page 1, Next off with no more. */
export function AccomplishmentsPager({ page, hasMore, busy, onPage }: AccomplishmentsPagerProps) {
  return (
    <Group component="nav" aria-label="Accomplishments pages" justify="space-between" wrap="nowrap">
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={18} aria-hidden />}
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <Text size="sm" fw={600} aria-live="polite">
        Page {page}
      </Text>
      <Button
        variant="default"
        rightSection={<IconChevronRight size={18} aria-hidden />}
        disabled={!hasMore || busy}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
