import '@mantine/core/styles/Badge.css';
import { Badge, Text } from '@mantine/core';
import { REMOVED_BY_MODERATORS } from '@contract/removed-content';
import { IconEyeOff } from '@tabler/icons-react';


/**
 * What everyone but the author reads in place of hidden content (decision 0040), in italics like
 * '[Content Redacted]'. The server already sends this text as the content; showing the constant
 * keeps the look the same wherever the content is shown.
 */
export function RemovedText({ size }: { size?: string }) {
  return (
    <Text fs="italic" c="dimmed" size={size}>
      {REMOVED_BY_MODERATORS}
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
