import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from '@/lib/api-client';

/** The server's answer to a failed form submission, human part only ('Invalid username or password'). */
export function ServerErrorAlert({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
      {errorText(error)}
    </Alert>
  );
}
