import '@mantine/core/styles/Alert.css';
import { Alert, Button } from '@mantine/core';
import type { LoadErrorProps } from './load-error';

/** A part of the game page that failed to load (Winners, Accomplishments): LoadError's message as a red alert. */
export function RetryAlert({ title, retrying, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Button variant="light" color="red" size="xs" mt="xs" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
