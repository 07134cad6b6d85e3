import '@mantine/core/styles/Badge.css';
import { Badge, Text } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';

/**
 * contract/reports.ts REMOVED_BY_MODERATORS, written out: importing it would bring zod (the
 * contract's schemas) into every screen that shows a post (removed-content.test.ts keeps them equal).
 */
export const REMOVED_TEXT = '[Removed by moderators]';

/**
 * What everyone but the author reads in place of hidden content (decision 0040), in italics like
 * '[Content Redacted]'. The server already sends this text as the content; showing the constant
 * keeps the look the same wherever the content is shown.
 */
export function RemovedText({ size }: { size?: string }) {
  return (
    <Text fs="italic" c="dimmed" size={size}>
      {REMOVED_TEXT}
    </Text>
  );
}

/** The author's mark on their own hidden post, comment or message: they still read their text. */
export function RemovedBadge() {
  return (
    <Badge color="red" variant="light" size="sm" leftSection={<IconEyeOff size={12} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
      Removed by moderators
    </Badge>
  );
}
