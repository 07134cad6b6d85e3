import { Button, type ButtonProps } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';

/** What a card or page shows explains the wait: a second request could do nothing. */
export const REQUEST_WAITING = 'Your request to join is waiting for approval from the game creator.';

/**
 * In place of 'Join Game' while my join request waits for approval (decision 0053): Discover's card,
 * the game page's denial and the join page show the same disabled button.
 */
export function RequestedButton(props: Pick<ButtonProps, 'fullWidth'>) {
  return (
    <Button variant="default" disabled leftSection={<IconHourglass size={16} aria-hidden />} {...props}>
      Requested
    </Button>
  );
}
