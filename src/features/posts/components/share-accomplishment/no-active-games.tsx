import { Button } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyMessage } from '@/components/empty-message';

/** Instead of an empty picker: there is nowhere to share yet, and how to get somewhere. */
export function NoActiveGames({ onClose }: { onClose: () => void }) {
  return (
    <EmptyMessage
      title="You have no active games"
      description="Accomplishments are shared into games that are running. Create a game or join one with a code from Home, or find one to join in Discover."
    >
      <Button component={Link} to="/discover" onClick={onClose} leftSection={<IconCompass size={18} aria-hidden />}>
        Discover games
      </Button>
    </EmptyMessage>
  );
}
