import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useJoinGame } from '../../api/join-game';
import { RequestedButton } from '../requested-button';

/** Join Game for someone outside the game (docs/product.md §2, §6): POST /api/games/{id}/join. */
export function JoinGameButton({ gameId }: { gameId: string }) {
  const [requested, setRequested] = useState(false);
  const join = useJoinGame({ onJoined: (answer) => setRequested(answer.requiresApproval) });
  // Until the page reads the game again, whose 403 then says `hasRequested` (game-load-error.tsx).
  if (requested) return <RequestedButton />;
  return (
    <Button
      onClick={() => join.mutate(gameId)}
      loading={join.isPending}
      leftSection={<IconUserPlus size={18} aria-hidden />}
    >
      Join Game
    </Button>
  );
}
