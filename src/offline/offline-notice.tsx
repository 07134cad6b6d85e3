import { Button } from '@mantine/core';
import { IconCloudOff, IconRefresh } from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { EmptyMessage } from '@/components/empty-message';

export const OFFLINE_NOT_SAVED = "You're offline and this hasn't been saved on this device yet.";

interface OfflineNoticeProps {
  /** Tries the load again; by default every query on screen that failed is fetched again. */
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * What a screen or section shows instead of a spinner or a misleading error when it failed to load
 * offline and nothing of it was saved on this device (decision 0005).
 */
export function OfflineNotice({ onRetry, retrying }: OfflineNoticeProps) {
  const queryClient = useQueryClient();
  const fetchingFailed = useIsFetching({ type: 'active', predicate: (query) => query.state.status === 'error' }) > 0;
  const retry =
    onRetry ??
    (() => void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' }));
  return (
    <EmptyMessage
      title={OFFLINE_NOT_SAVED}
      description="It will load once you're connected again."
      icon={<IconCloudOff size={24} aria-hidden />}
    >
      <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} loading={retrying ?? fetchingFailed} onClick={retry}>
        Try again
      </Button>
    </EmptyMessage>
  );
}
