import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SectionLoader } from '@/components/section-loader';
import { LoadFailure } from '@/offline/load-failure';

interface ListStateProps<T> {
  query: UseQueryResult<T>;
  /** What the spinner says to a screen reader ('Loading reports'). */
  loading: string;
  /** The error state's title ('Reports could not be loaded'). */
  failed: string;
  children: (data: T) => ReactNode;
}

/**
 * The loading, offline and error states of a safety list, else the list: a saved answer shows
 * offline (its refresh failing does not hide it).
 */
export function ListState<T>({ query, loading, failed, children }: ListStateProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending) return <SectionLoader label={loading} />;
  return <LoadFailure error={query.error} title={failed} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
}
