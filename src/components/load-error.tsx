import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { EmptyMessage } from './empty-message';

/** A failed load's error state: what failed, and its 'Try again'. */
export interface LoadErrorProps {
  /** What could not be loaded, e.g. 'Recent activity could not be loaded'. */
  title: string;
  /** True while the retry runs: the button shows it is busy. */
  retrying: boolean;
  onRetry: () => void;
}

/** The error state of a list or section that failed to load, with 'Try again'. */
export function LoadError({ title, retrying, onRetry }: LoadErrorProps) {
  return (
    <EmptyMessage title={title} description="Check your connection and try again.">
      <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </EmptyMessage>
  );
}
