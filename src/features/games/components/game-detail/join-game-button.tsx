import { Button } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useJoinGame } from '../../api/join-game';

/** Join Game for someone outside the game (SPEC §2, §6): POST /api/games/{id}/join. */
export function JoinGameButton({ gameId }: { gameId: string }) {
  const [requested, setRequested] = useState(false);
  const join = useJoinGame({ onJoined: (answer) => setRequested(answer.requiresApproval) });
  if (requested) {
    return (
      <Button variant="default" disabled>
        Request sent
      </Button>
    );
  }
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
