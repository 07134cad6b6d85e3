import { FormErrorAlert } from '@/components/form-error-alert';
import { errorText } from '@/lib/api-client';

/** The server's answer to a failed form submission, human part only ('Invalid username or password'). */
export function ServerErrorAlert({ error }: { error: unknown }) {
  return <FormErrorAlert message={error ? errorText(error) : null} />;
}
