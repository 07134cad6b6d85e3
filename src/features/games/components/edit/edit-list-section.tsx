import { Center, Loader, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BareList } from '@/components/bare-list';
import { SectionCard } from '@/components/section-card';

interface EditListSectionProps<Item> {
  /** The heading; ' (count)' follows it once the list has loaded. */
  title: string;
  /** Beside the heading ('Invite'). */
  aside?: ReactNode;
  query: UseQueryResult<Item[]>;
  /** What the spinner says to a screen reader ('Loading join requests'). */
  loading: string;
  /** The line shown when the list could not be loaded; without it, that reads as an empty list. */
  failed?: string;
  /** The line shown for an empty list; without it, the (empty) list. */
  empty?: string;
  /** The rows (keyed <li>s) of the loaded list. */
  children: (items: Item[]) => ReactNode;
}

/**
 * One list of the edit screen (docs/product.md §2: Participants, Join Requests, Pending Invitations):
 * the heading with the count, a small spinner while loading, a dimmed line when it failed or is
 * empty, else the rows.
 */
export function EditListSection<Item>({ title, aside, query, loading, failed, empty, children }: EditListSectionProps<Item>) {
  const items = query.data ?? [];
  let body;
  if (query.isPending) {
    body = (
      <Center py="sm">
        <Loader size="sm" role="status" aria-label={loading} />
      </Center>
    );
  } else if (failed && query.isError) {
    body = <Text c="dimmed">{failed}</Text>;
  } else if (empty && items.length === 0) {
    body = <Text c="dimmed">{empty}</Text>;
  } else {
    body = (
      <BareList gap="sm">
        {children(items)}
      </BareList>
    );
  }
  return (
    <SectionCard title={query.data ? `${title} (${items.length})` : title} aside={aside}>
      {body}
    </SectionCard>
  );
}
