import '@mantine/core/styles/Alert.css';
import { Alert, Button } from '@mantine/core';

interface RetryAlertProps {
  /** What could not be loaded ('The winners could not be loaded'). */
  title: string;
  /** True while the retry runs: the button shows it is busy. */
  retrying: boolean;
  onRetry: () => void;
}

/** A part of the game page that failed to load (Winners, Accomplishments): a red alert with 'Try again'. */
export function RetryAlert({ title, retrying, onRetry }: RetryAlertProps) {
  return (
    <Alert color="red" variant="light" title={title}>
      <Button variant="light" color="red" size="xs" mt="xs" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
