import { Stack } from '@mantine/core';
import { useState } from 'react';
import { BareList } from '@/components/bare-list';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { SectionLoader } from '@/components/section-loader';
import { useShownData } from '@/lib/use-shown-data';
import { SENTINEL_STYLE, useRestWhenNear } from '@/lib/use-rest-when-near';
import { useMyAccomplishments } from '../../api/get-my-accomplishments';
import { AccomplishmentsPager } from '../accomplishments/accomplishments-pager';
import { MyAccomplishmentCard } from './my-accomplishment-card';

/** Profile "Accomplishments" tab (docs/product.md §2): my posts, 20 to a page, newest first. */
export function MyAccomplishments() {
  const [page, setPage] = useState(1);
  const accomplishments = useMyAccomplishments(page);
  const { shown, catchingUp } = useShownData(accomplishments.data);
  const posts = (shown ?? accomplishments.data)?.posts ?? [];
  // The tab opens far below the Profile's first screen: two cards at once, the rest when scrolled
  // near (src/lib/use-rest-when-near.ts). A page of twenty was half the Profile's elements (decision 0055).
  const rest = useRestWhenNear<HTMLLIElement>(posts.length, 2);

  if (accomplishments.isPending || catchingUp) return <SectionLoader label="Loading accomplishments" />;
  if (accomplishments.isError) {
    return (
      <LoadError
        title="Your accomplishments could not be loaded"
        retrying={accomplishments.isFetching}
        onRetry={() => accomplishments.refetch()}
      />
    );
  }

  const { hasMore } = shown ?? accomplishments.data;
  return (
    <Stack gap="sm">
      {posts.length === 0 ? (
        <EmptyMessage
          title="No accomplishments yet"
          description="Share your first step out of your comfort zone in one of your games."
        />
      ) : (
        <BareList gap="sm" onKeyDown={rest.onKeyDown}>
          {posts.slice(0, rest.shown).map((post) => (
            <li key={post.id}>
              <MyAccomplishmentCard post={post} />
            </li>
          ))}
          {rest.waiting ? <li ref={rest.sentinelRef} aria-hidden style={SENTINEL_STYLE} /> : null}
        </BareList>
      )}
      {page > 1 || hasMore ? (
        <AccomplishmentsPager
          page={page}
          hasMore={hasMore}
          busy={accomplishments.isPlaceholderData}
          onPage={setPage}
        />
      ) : null}
    </Stack>
  );
}
