import { Stack } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { EmptyMessage } from '@/components/empty-message';
import { LoadError } from '@/components/load-error';
import { SectionLoader } from '@/components/section-loader';
import { useMyAccomplishments } from '../../api/get-my-accomplishments';
import { AccomplishmentsPager } from '../accomplishments/accomplishments-pager';
import { MyAccomplishmentCard } from './my-accomplishment-card';

/** Profile "Accomplishments" tab (SPEC §2): my posts, 20 to a page, newest first. */
export function MyAccomplishments() {
  const [page, setPage] = useState(1);
  const accomplishments = useMyAccomplishments(page);
  // A page of cards renders in the background when it comes, in small slices (issue 15: TBT).
  const shown = useDeferredValue(accomplishments.data);

  if (accomplishments.isPending || (accomplishments.isSuccess && !shown)) return <SectionLoader label="Loading accomplishments" />;
  if (accomplishments.isError) {
    return (
      <LoadError
        title="Your accomplishments could not be loaded"
        retrying={accomplishments.isFetching}
        onRetry={() => accomplishments.refetch()}
      />
    );
  }

  const { posts, hasMore } = shown ?? accomplishments.data;
  return (
    <Stack gap="sm">
      {posts.length === 0 ? (
        <EmptyMessage
          title="No accomplishments yet"
          description="Share your first step out of your comfort zone in one of your games."
        />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {posts.map((post) => (
            <li key={post.id}>
              <MyAccomplishmentCard post={post} />
            </li>
          ))}
        </Stack>
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
