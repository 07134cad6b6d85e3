import { Text } from '@mantine/core';

export const REDACTED_TEXT = '[Content Redacted]';

/** docs/product.md §2: what stands in for the text of a redacted post, in italics. */
export function RedactedText({ size }: { size?: string }) {
  return (
    <Text fs="italic" c="dimmed" size={size}>
      {REDACTED_TEXT}
    </Text>
  );
}
