import { Stack } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BareList } from '@/components/bare-list';
import { SectionCard } from '@/components/section-card';
import { SectionLoader } from '@/components/section-loader';
import { LoadFailure } from '@/offline/load-failure';

interface ListSectionProps<T, Item> {
  /** The section's heading. */
  title: ReactNode;
  /** Beside the heading (the count of open reports). */
  aside?: ReactNode;
  query: UseQueryResult<T>;
  /** What the spinner says to a screen reader ('Loading reports'). */
  loading: string;
  /** The error state's title ('Reports could not be loaded'). */
  failed: string;
  /** The list's items in the answer. */
  items: (data: T) => readonly Item[];
  /** What shows while there are none (an EmptyMessage). */
  empty: ReactNode;
  /** The list's accessible name ('Blocked people'). */
  label: string;
  gap: 'xs' | 'sm';
  /** A line above a list that is not empty (that deciding needs a connection). */
  notice?: ReactNode;
  /** One item's row, a keyed <li>. */
  children: (item: Item) => ReactNode;
}

/**
 * A titled safety list (docs/decisions/0040-trust-and-safety.md: Blocked people, My reports, a game's
 * Reports, /moderation's lists): its loading, offline and error states, else the empty message or the
 * list. A saved answer shows offline (its refresh failing does not hide it).
 */
export function ListSection<T, Item>({ title, aside, query, loading, failed, items, empty, label, gap, notice, children }: ListSectionProps<T, Item>) {
  let body: ReactNode;
  if (query.data !== undefined) {
    const list = items(query.data);
    body =
      list.length === 0 ? (
        empty
      ) : (
        <Stack gap="sm">
          {notice}
          <BareList gap={gap} aria-label={label}>
            {list.map(children)}
          </BareList>
        </Stack>
      );
  } else if (query.isPending) body = <SectionLoader label={loading} />;
  else body = <LoadFailure error={query.error} title={failed} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return (
    <SectionCard title={title} aside={aside}>
      {body}
    </SectionCard>
  );
}
